/** Unguessable tokens for confirmation and unsubscribe links; the server binds this to a CSPRNG. */
export interface RandomTokens {
  /** A URL-safe token with at least 128 bits of entropy. */
  token(): string;
}
