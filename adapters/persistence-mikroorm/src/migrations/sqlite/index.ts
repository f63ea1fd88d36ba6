import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122100308 } from './migration-20261122100308-initial.js';

/** Every migration of this dialect, oldest first. Add each new one here (scripts/create-migration.ts writes them). */
export const SQLITE_MIGRATIONS: MigrationObject[] = [{ name: 'migration-20261122100308-initial', class: Migration20261122100308 }];
