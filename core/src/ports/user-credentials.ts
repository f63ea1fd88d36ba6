import type { UserRole } from '../access/user.ts';

export interface UserCredentials {
  id: number;
  email: string;
  roles: UserRole[];
  passwordHash: string;
}

/** The one place a password hash is read: login. Every other read of users leaves it out. */
export interface UserCredentialStore {
  findByEmail(email: string): Promise<UserCredentials | null>;
}
