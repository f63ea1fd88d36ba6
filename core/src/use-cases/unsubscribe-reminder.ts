import { unsubscribeSignedValue } from '../messages/mail-paths.ts';
import type { Clock } from '../ports/clock.ts';
import type { ReminderStore } from '../ports/reminder-store.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import { err, ok, type Result } from '../result.ts';
import type { ReminderLinkError } from './confirm-reminder.ts';

/** One click, no login: the signed link of a reminder e-mail stops that reminder for good. */
export async function unsubscribeReminder(
  deps: { reminders: ReminderStore; signer: UrlSigner; clock: Clock },
  input: { reminderId: number; signature: string },
): Promise<Result<void, ReminderLinkError>> {
  if (!Number.isSafeInteger(input.reminderId) || input.reminderId <= 0) return err({ type: 'reminder/invalid-link' });
  if (!deps.signer.verify(unsubscribeSignedValue(input.reminderId), input.signature)) return err({ type: 'reminder/invalid-link' });
  // A reminder erased since has nothing left to stop: the visitor asked for silence and has it.
  await deps.reminders.unsubscribe(input.reminderId, deps.clock.now());
  return ok(undefined);
}
