import { EntitySchema } from '@mikro-orm/core';
import { CategorySchema } from './category-schema.ts';
import type { ReminderRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

export const ReminderSchema: EntitySchema<ReminderRow> = new EntitySchema<ReminderRow>({
  name: 'Reminder',
  tableName: 'reminders',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 254, index: true },
    firstName: { type: 'string', length: 100, nullable: true },
    category: { kind: 'm:1', entity: () => CategorySchema, updateRule: 'cascade', deleteRule: 'cascade', index: true },
    amount: { type: 'double', runtimeType: 'number' },
    duration: { type: 'integer' },
    targetRate: { type: 'double', nullable: true, runtimeType: 'number' },
    targetDate: { type: 'datetime', nullable: true },
    confirmedAt: { type: 'datetime', nullable: true },
    unsubscribedAt: { type: 'datetime', nullable: true },
    // SHA-256 of the confirmation link's token (double opt-in); never shown, not even to the team.
    confirmationDigest: { type: 'string', length: 64, nullable: true, hidden: true, index: true },
    // When each condition was told (core sendRateReminders): each is told once.
    rateNotifiedAt: { type: 'datetime', nullable: true },
    dateNotifiedAt: { type: 'datetime', nullable: true },
    consent: { type: 'json' },
    ...createdAtOnly,
  },
});
