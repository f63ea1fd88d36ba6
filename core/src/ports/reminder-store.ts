/** A confirmed reminder that may still have something to tell: what `reminders send` reads. */
export interface ActiveReminder {
  id: number;
  email: string;
  firstName: string | null;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  amount: number;
  duration: number;
  targetRate: number | null;
  /** Midnight UTC of the chosen day. */
  targetDate: Date | null;
  /** When the rate condition was last told; it is told once. */
  rateNotifiedAt: Date | null;
  dateNotifiedAt: Date | null;
}

export type ReminderCondition = 'rate' | 'date';

/**
 * The rate reminders' life after their creation (double opt-in, unsubscribe, sending): creation goes through the
 * resource store with the confirmation token's digest.
 */
export interface ReminderStore {
  /**
   * Confirms the reminder whose confirmation token has this digest, if it was created after `createdAfter`; answers
   * it (already confirmed ones too, unchanged) or null when no such reminder is waiting.
   */
  confirm(input: {
    digest: string;
    at: Date;
    createdAfter: Date;
  }): Promise<{ id: number; email: string; alreadyConfirmed: boolean; unsubscribed: boolean } | null>;
  /** Stops a reminder for good; false when it does not exist. */
  unsubscribe(id: number, at: Date): Promise<boolean>;
  /** Confirmed, not unsubscribed reminders with a condition not told yet. */
  active(): Promise<ActiveReminder[]>;
  /** Records that a condition was told; false when it already was (another run got there first). */
  markNotified(id: number, condition: ReminderCondition, at: Date): Promise<boolean>;
}
