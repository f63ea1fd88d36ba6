/** Unguessable tokens for confirmation links; the server binds this to a CSPRNG and a one-way hash. */
export interface RandomTokens {
  /** A URL-safe token with at least 128 bits of entropy. */
  token(): string;
  /** What is stored of a token (SHA-256, hex): a copy of the database does not give working links. */
  digest(token: string): string;
}
