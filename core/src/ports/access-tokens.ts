import type { UserRole } from '../access/user.ts';

export type Role = UserRole;

export interface TokenClaims {
  userId: number;
  email: string;
  roles: Role[];
}

/** Short-lived signed tokens (JWT HS256 in production); `verify` answers null for anything not valid. */
export interface AccessTokens {
  issue(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}
