import { EntitySchema } from '@mikro-orm/core';
import type { UserRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

export const UserSchema: EntitySchema<UserRow> = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 254, unique: true },
    firstName: { type: 'string', length: 100, default: '' },
    lastName: { type: 'string', length: 100, default: '' },
    roles: { type: 'json' },
    // argon2id hash; never serialised (the API's allow-list has no field for it either).
    passwordHash: { type: 'string', length: 200, hidden: true, lazy: true },
    ...timestamps,
  },
});
