import { EntitySchema } from '@mikro-orm/core';
import type { DeliveryRow } from './rows.ts';

/**
 * The outbox of e-mails and webhooks (core DeliveryOutbox). An item is claimed by setting `claimedUntil` with a
 * conditional update, so one process sends it; `recipient` is the address of the person whose data it carries, so
 * it can be erased with that person's other data.
 */
export const DeliverySchema: EntitySchema<DeliveryRow> = new EntitySchema<DeliveryRow>({
  name: 'Delivery',
  tableName: 'outbox',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    key: { type: 'string', length: 120, unique: true },
    channel: { type: 'string', length: 20 },
    recipient: { type: 'string', length: 254, index: true },
    // Erased (null) once sent: the content is only kept while it may still have to be sent.
    payload: { type: 'json', nullable: true },
    // A plain number, not a foreign key: deleting a mailing's counters must not touch its e-mails.
    batchId: { type: 'integer', nullable: true },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    nextAttemptAt: { type: 'datetime' },
    claimedUntil: { type: 'datetime', nullable: true },
    sentAt: { type: 'datetime', nullable: true },
    abandonedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
  },
  indexes: [{ name: 'outbox_due', properties: ['sentAt', 'abandonedAt', 'nextAttemptAt'] }],
});
