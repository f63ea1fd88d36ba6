import type { EntityManager } from '@mikro-orm/sql';
import type { ActiveReminder, ReminderStore } from '@pretscope/core';
import type { ReminderRow } from '../entities/rows.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';

const ENTITY = ReminderSchema;

/** Rate reminders after their creation: confirmation, unsubscribe, and the sending job's reads and marks. */
export function createReminderStore(em: EntityManager): ReminderStore {
  return {
    async confirm({ digest, at, createdAfter }) {
      const row = await em.findOne(ENTITY, { confirmationDigest: digest, createdAt: { $gt: createdAfter } }, { disableIdentityMap: true });
      if (!row) return null;
      const alreadyConfirmed = row.confirmedAt !== null;
      if (!alreadyConfirmed && row.unsubscribedAt === null)
        await em.nativeUpdate(ENTITY, { id: row.id, confirmedAt: null }, { confirmedAt: at });
      return { id: row.id, email: row.email, alreadyConfirmed, unsubscribed: row.unsubscribedAt !== null };
    },

    async unsubscribe(id, at) {
      const row = await em.findOne(ENTITY, { id }, { fields: ['id', 'unsubscribedAt'], disableIdentityMap: true });
      if (!row) return false;
      if (row.unsubscribedAt === null) await em.nativeUpdate(ENTITY, { id, unsubscribedAt: null }, { unsubscribedAt: at });
      return true;
    },

    async active() {
      const rows = await em.find<ReminderRow>(
        ENTITY,
        {
          confirmedAt: { $ne: null },
          unsubscribedAt: null,
          $or: [
            { targetRate: { $ne: null }, rateNotifiedAt: null },
            { targetDate: { $ne: null }, dateNotifiedAt: null },
          ],
        },
        { populate: ['category'] as never, orderBy: { id: 'asc' }, disableIdentityMap: true },
      );
      return rows.map((row): ActiveReminder => ({
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        categoryId: row.category.id,
        categorySlug: row.category.slug,
        categoryName: row.category.name,
        amount: row.amount,
        duration: row.duration,
        targetRate: row.targetRate,
        targetDate: row.targetDate,
        rateNotifiedAt: row.rateNotifiedAt,
        dateNotifiedAt: row.dateNotifiedAt,
      }));
    },

    async markNotified(id, condition, at) {
      const affected =
        condition === 'rate'
          ? await em.nativeUpdate(ENTITY, { id, rateNotifiedAt: null }, { rateNotifiedAt: at })
          : await em.nativeUpdate(ENTITY, { id, dateNotifiedAt: null }, { dateNotifiedAt: at });
      return affected === 1;
    },
  };
}
