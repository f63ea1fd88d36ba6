import type { EntityManager } from '@mikro-orm/sql';
import type { UserCredentialStore } from '@pretscope/core';
import { UserSchema } from '../entities/user-schema.ts';

export function createUserCredentialStore(em: EntityManager): UserCredentialStore {
  return {
    async findByEmail(email) {
      // E-mail addresses are compared case-insensitively: people type them both ways.
      const user = await em.findOne(
        UserSchema,
        { email: email.trim().toLowerCase() },
        { populate: ['passwordHash'], disableIdentityMap: true },
      );
      if (!user) return null;
      return { id: user.id, email: user.email, roles: user.roles, passwordHash: user.passwordHash };
    },
  };
}
