import type { EntityManager } from '@mikro-orm/sql';
import type { RetentionCutoffs, RetentionRule, RetentionStore } from '@pretscope/core';
import { ChangeEntrySchema } from '../entities/change-entry-schema.ts';
import { ClickSchema } from '../entities/click-schema.ts';
import { DataRequestSchema } from '../entities/data-request-schema.ts';
import { DeliverySchema } from '../entities/delivery-schema.ts';
import { LeadSchema } from '../entities/lead-schema.ts';
import { LoggedErrorSchema } from '../entities/logged-error-schema.ts';
import { RateLimitSchema } from '../entities/rate-limit-schema.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';

type Appliers = { [R in RetentionRule]: (cutoff: RetentionCutoffs[R]) => Promise<number> };

/** Each retention rule as one statement: a delete, or an update that removes a column's value. */
export function createRetentionStore(em: EntityManager): RetentionStore {
  const appliers: Appliers = {
    leads: ({ kinds, statusChangedBefore }) =>
      em.nativeDelete(LeadSchema, { kind: { $in: [...kinds] }, statusChangedAt: { $lt: statusChangedBefore } }),
    ebookLeads: ({ kinds, statusChangedBefore }) =>
      em.nativeDelete(LeadSchema, { kind: { $in: [...kinds] }, statusChangedAt: { $lt: statusChangedBefore } }),
    unconfirmedReminders: ({ createdBefore }) => em.nativeDelete(ReminderSchema, { confirmedAt: null, createdAt: { $lt: createdBefore } }),
    // Ended: unsubscribed, or confirmed with every condition it has already told (each is told once).
    endedReminders: ({ endedBefore }) =>
      em.nativeDelete(ReminderSchema, {
        $or: [
          { unsubscribedAt: { $lt: endedBefore } },
          {
            unsubscribedAt: null,
            confirmedAt: { $ne: null },
            $and: [
              { $or: [{ targetRate: null }, { rateNotifiedAt: { $lt: endedBefore } }] },
              { $or: [{ targetDate: null }, { dateNotifiedAt: { $lt: endedBefore } }] },
              { $or: [{ rateNotifiedAt: { $ne: null } }, { dateNotifiedAt: { $ne: null } }] },
            ],
          },
        ],
      }),
    loggedErrorIps: ({ createdBefore }) =>
      em.nativeUpdate(LoggedErrorSchema, { ip: { $ne: null }, createdAt: { $lt: createdBefore } }, { ip: null }),
    loggedErrors: ({ createdBefore }) => em.nativeDelete(LoggedErrorSchema, { createdAt: { $lt: createdBefore } }),
    clickIps: ({ createdBefore }) => em.nativeUpdate(ClickSchema, { ip: { $ne: null }, createdAt: { $lt: createdBefore } }, { ip: null }),
    // Pending items are never removed, however old: they still have to be sent.
    outboxItems: ({ finishedBefore }) =>
      em.nativeDelete(DeliverySchema, { $or: [{ sentAt: { $lt: finishedBefore } }, { abandonedAt: { $lt: finishedBefore } }] }),
    // The limiter sweeps ended windows as it counts; this catches those a quiet site left behind.
    rateLimits: ({ endedBefore }) => em.nativeDelete(RateLimitSchema, { expiresAt: { $lt: endedBefore.getTime() } }),
    dataRequests: ({ expiredBefore }) => em.nativeDelete(DataRequestSchema, { confirmedAt: null, expiresAt: { $lt: expiredBefore } }),
    changeHistory: ({ recordedBefore }) => em.nativeDelete(ChangeEntrySchema, { at: { $lt: recordedBefore } }),
  };
  return {
    apply: (rule, cutoff) => (appliers[rule] as (cutoff: unknown) => Promise<number>)(cutoff),
  };
}
