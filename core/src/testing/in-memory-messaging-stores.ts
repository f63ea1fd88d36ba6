import type { BatchCounter, MailingBatches } from '../ports/mailing-batches.ts';
import type { ClaimedDelivery, DeliveryOutbox, NewDelivery } from '../ports/delivery-outbox.ts';
import type { ActiveReminder, ReminderStore } from '../ports/reminder-store.ts';

interface OutboxItem extends NewDelivery {
  id: number;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
  sentAt: Date | null;
  abandonedAt: Date | null;
}

/** The outbox in memory, with the same claim rules as the database's; `items` lets a test look inside. */
export function createInMemoryOutbox(): DeliveryOutbox & { items: OutboxItem[] } {
  const items: OutboxItem[] = [];
  let nextId = 1;
  const isFree = (item: OutboxItem, now: Date) =>
    item.sentAt === null && item.abandonedAt === null && (item.claimedUntil === null || item.claimedUntil < now);
  return {
    items,
    async enqueue(news, at) {
      for (const item of news) {
        if (items.some((other) => other.key === item.key)) continue;
        items.push({
          ...structuredClone(item),
          batchId: item.batchId ?? null,
          id: nextId++,
          attempts: 0,
          lastError: null,
          nextAttemptAt: at,
          claimedUntil: null,
          sentAt: null,
          abandonedAt: null,
        });
      }
    },
    async claimDue({ now, limit, leaseMs }) {
      const due = items
        .filter((item) => isFree(item, now) && item.nextAttemptAt <= now)
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
        .slice(0, limit);
      return due.map((item): ClaimedDelivery => {
        item.claimedUntil = new Date(now.getTime() + leaseMs);
        item.attempts++;
        return {
          id: item.id,
          key: item.key,
          recipient: item.recipient,
          payload: structuredClone(item.payload),
          batchId: item.batchId ?? null,
          attempts: item.attempts,
        };
      });
    },
    async markSent(id, at) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      Object.assign(item, { sentAt: at, claimedUntil: null, lastError: null, payload: null });
    },
    async markFailed(id, { at, error, retryAt }) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      item.lastError = error;
      item.claimedUntil = null;
      if (retryAt) item.nextAttemptAt = retryAt;
      else item.abandonedAt = at;
    },
    async summary(now) {
      const pending = items.filter((item) => item.sentAt === null && item.abandonedAt === null);
      return {
        pending: pending.length,
        due: pending.filter((item) => isFree(item, now) && item.nextAttemptAt <= now).length,
        sent: items.filter((item) => item.sentAt !== null).length,
        abandoned: items.filter((item) => item.abandonedAt !== null).length,
      };
    },
  };
}

export interface InMemoryBatch {
  id: number;
  title: string;
  recipient: string;
  batchCount: number;
  countOpenings: number;
  countClick: number;
}

export function createInMemoryBatches(): MailingBatches & { batches: InMemoryBatch[] } {
  const batches: InMemoryBatch[] = [];
  const start = async ({ title, recipient }: { title: string; recipient: string }) => {
    const batch = { id: batches.length + 1, title, recipient, batchCount: 0, countOpenings: 0, countClick: 0 };
    batches.push(batch);
    return batch.id;
  };
  return {
    batches,
    start,
    ensure: async (batch) => batches.find((other) => other.title === batch.title)?.id ?? start(batch),
    async increment(id, counter: BatchCounter) {
      const batch = batches.find((candidate) => candidate.id === id);
      if (!batch) return false;
      batch[counter]++;
      return true;
    },
  };
}

export interface InMemoryReminder extends ActiveReminder {
  confirmationDigest: string | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
}

/** Reminders in memory; `add` stands for their creation through the resource store. */
export function createInMemoryReminders(): ReminderStore & {
  reminders: InMemoryReminder[];
  add(reminder: Omit<InMemoryReminder, 'id'>): number;
} {
  const reminders: InMemoryReminder[] = [];
  return {
    reminders,
    add(reminder) {
      const id = reminders.length + 1;
      reminders.push({ ...reminder, id });
      return id;
    },
    async confirm({ digest, at, createdAfter }) {
      const reminder = reminders.find((candidate) => candidate.confirmationDigest === digest && candidate.createdAt > createdAfter);
      if (!reminder) return null;
      const alreadyConfirmed = reminder.confirmedAt !== null;
      if (!alreadyConfirmed && reminder.unsubscribedAt === null) reminder.confirmedAt = at;
      return { id: reminder.id, email: reminder.email, alreadyConfirmed, unsubscribed: reminder.unsubscribedAt !== null };
    },
    async unsubscribe(id, at) {
      const reminder = reminders.find((candidate) => candidate.id === id);
      if (!reminder) return false;
      reminder.unsubscribedAt ??= at;
      return true;
    },
    async active() {
      return reminders
        .filter(
          (r) =>
            r.confirmedAt !== null &&
            r.unsubscribedAt === null &&
            ((r.targetRate !== null && r.rateNotifiedAt === null) || (r.targetDate !== null && r.dateNotifiedAt === null)),
        )
        .map(({ confirmationDigest: _digest, confirmedAt: _confirmed, unsubscribedAt: _unsubscribed, createdAt: _created, ...active }) => ({
          ...active,
        }));
    },
    async markNotified(id, condition, at) {
      const reminder = reminders.find((candidate) => candidate.id === id);
      const field = condition === 'rate' ? 'rateNotifiedAt' : 'dateNotifiedAt';
      if (!reminder || reminder[field] !== null) return false;
      reminder[field] = at;
      return true;
    },
  };
}
