/**
 * Removes credentials from text that may reach a log or a person: the given secrets (and the Basic
 * header they were encoded into), passwords in URLs, and Authorization header values.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('***');
  }
  result = result.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, '$1***@');
  result = result.replace(
    /(authorization:\s*)(basic|bearer|token)?\s*[^\s'"]+/gi,
    (_match, prefix: string) => {
      return `${prefix}***`;
    },
  );
  return result;
}
