/** Up to two initials for the avatar: from the name's words, else the email's first letter. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0] ?? '') : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}
