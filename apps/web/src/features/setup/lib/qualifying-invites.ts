/** Only rows that are non-blank and contain @ count as invitations (the others are ignored). */
export function qualifyingInvites(emails: string[]): string[] {
  return emails.map((email) => email.trim()).filter((email) => email !== '' && email.includes('@'));
}
