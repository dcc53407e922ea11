/**
 * Decodes a Stripe API request body: form-encoded with bracketed keys, as the SDK sends it
 * (`line_items[0][price]=price_x&metadata[plan]=team`), into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function setPath(target: FormObject | FormValue[], keys: string[], value: string): void {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  const slot = target as Record<string, FormValue>;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  const nextIsIndex = /^\d+$/.test(rest[0] ?? '');
  slot[key] ??= nextIsIndex ? [] : {};
  const child = slot[key];
  if (typeof child !== 'string') setPath(child, rest, value);
}

export function parseStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.replace(/\]/g, '').split('[');
    setPath(result, keys, value);
  }
  return result;
}

export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function record(value: FormValue | undefined): FormObject {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // Sparse indexes arrive as an object keyed by index.
  return value !== undefined && typeof value === 'object' ? Object.values(value) : [];
}
