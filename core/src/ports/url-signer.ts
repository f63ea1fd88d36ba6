/**
 * Signs short values that travel in links we send (a tracked link's target, an unsubscribe link's reminder), so
 * that a link cannot be made up or altered: HMAC-SHA256 with a server secret in production.
 */
export interface UrlSigner {
  /** A URL-safe signature of `value`. */
  sign(value: string): string;
  /** True only for the signature `sign(value)` gives (compared in constant time). */
  verify(value: string, signature: string): boolean;
}
