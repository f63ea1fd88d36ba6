import type { EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { BatchCountSchema } from '../entities/batch-count-schema.ts';
import { ClickSchema } from '../entities/click-schema.ts';
import { DataRequestSchema, type DataRequestRow } from '../entities/data-request-schema.ts';
import { DeliverySchema } from '../entities/delivery-schema.ts';
import { LeadSchema } from '../entities/lead-schema.ts';
import { LoggedErrorSchema } from '../entities/logged-error-schema.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';
import { UserSchema } from '../entities/user-schema.ts';
import type { BatchCountRow, DeliveryRow, LeadRow, LoggedErrorRow, ReminderRow, UserRow } from '../entities/rows.ts';

/**
 * Rows of the personal-data tables written as they are, dates and all (no schema in between: a test of retention
 * or erasure needs rows of any age, and addresses in any case, as older data may have them).
 */
const CONSENT = {
  given: true as const,
  text: 'J’accepte que Prêtscope me recontacte, comme l’explique la politique de confidentialité.',
  version: '2026-11',
};
const T0 = new Date('2027-01-01T00:00:00Z');

export function personalDataRows(em: EntityManager) {
  // Rows are written whole here, dates and relations as ids: the ORM's typed insert cannot check them.
  const insert = async <T extends object>(schema: EntitySchema<T>, data: Record<string, unknown>) =>
    Number(await em.insert(schema, data as never));
  return {
    lead: async (row: Partial<LeadRow> & { email: string }) =>
      insert(LeadSchema, {
        kind: 'pret-hypothecaire',
        firstName: 'Léa',
        lastName: 'Dupont',
        phone: null,
        country: 'LUX',
        amount: 250_000,
        duration: 240,
        message: '',
        status: 'nouveau',
        statusChangedAt: T0,
        consent: CONSENT,
        createdAt: T0,
        modifiedAt: T0,
        ...row,
      }),
    reminder: async (row: Omit<Partial<ReminderRow>, 'category'> & { email: string; categoryId: number }) => {
      const { categoryId, ...rest } = row;
      return insert(ReminderSchema, {
        firstName: null,
        category: categoryId,
        amount: 250_000,
        duration: 300,
        targetRate: 3.2,
        targetDate: null,
        confirmedAt: null,
        unsubscribedAt: null,
        confirmationDigest: null,
        rateNotifiedAt: null,
        dateNotifiedAt: null,
        consent: CONSENT,
        createdAt: T0,
        ...rest,
      });
    },
    outbox: async (row: Partial<DeliveryRow> & { key: string; recipient: string }) =>
      insert(DeliverySchema, {
        channel: 'mail',
        payload: null,
        batchId: null,
        attempts: 0,
        lastError: null,
        nextAttemptAt: T0,
        claimedUntil: null,
        sentAt: null,
        abandonedAt: null,
        createdAt: T0,
        ...row,
      }),
    batch: async (row: Partial<BatchCountRow> & { title: string; recipient: string }) =>
      insert(BatchCountSchema, { batchCount: 1, countOpenings: 0, countClick: 0, createdAt: T0, ...row }),
    user: async (row: Partial<UserRow> & { email: string; roles: UserRow['roles'] }) =>
      insert(UserSchema, {
        firstName: '',
        lastName: '',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VsZGVtbw$aGFzaA',
        createdAt: T0,
        modifiedAt: T0,
        ...row,
      }),
    dataRequest: async (row: Partial<DataRequestRow> & { email: string | null }) =>
      insert(DataRequestSchema, {
        kind: 'export',
        channel: 'site',
        tokenDigest: null,
        createdAt: T0,
        expiresAt: new Date(T0.getTime() + 48 * 3_600_000),
        confirmedAt: null,
        completedAt: null,
        summary: null,
        ...row,
      }),
    loggedError: async (row: Partial<LoggedErrorRow> & { content: string }) =>
      insert(LoggedErrorSchema, { ip: null, sheet: 'global', url: '/', createdAt: T0, ...row }),
    click: async (row: { ip: string | null; createdAt: Date }) => insert(ClickSchema, { product: null, advertiser: null, ...row }),
  };
}
