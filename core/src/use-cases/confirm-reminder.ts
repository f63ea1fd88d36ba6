import { REMINDER_CONFIRMATION_DAYS } from '../messages/mail-paths.ts';
import type { Clock } from '../ports/clock.ts';
import type { RandomTokens } from '../ports/random-tokens.ts';
import type { ReminderStore } from '../ports/reminder-store.ts';
import { err, ok, type Result } from '../result.ts';

export type ReminderLinkError = { type: 'reminder/invalid-link' };

/**
 * The double opt-in's second step: the token of the confirmation e-mail, within its validity, activates the
 * reminder. Following the link again says it is already active; an unknown or expired token changes nothing.
 */
export async function confirmReminder(
  deps: { reminders: ReminderStore; tokens: RandomTokens; clock: Clock },
  input: { token: string },
): Promise<Result<{ email: string; alreadyConfirmed: boolean }, ReminderLinkError>> {
  const token = input.token.trim();
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return err({ type: 'reminder/invalid-link' });
  const now = deps.clock.now();
  const createdAfter = new Date(now.getTime() - REMINDER_CONFIRMATION_DAYS * 86_400_000);
  const confirmed = await deps.reminders.confirm({ digest: deps.tokens.digest(token), at: now, createdAfter });
  // A reminder stopped by its owner stays stopped: confirming an old link must not restart it.
  if (!confirmed || confirmed.unsubscribed) return err({ type: 'reminder/invalid-link' });
  return ok({ email: confirmed.email, alreadyConfirmed: confirmed.alreadyConfirmed });
}
