/** A stored attribute read as text: the string itself, '' for anything else (null, a number, a missing field). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
