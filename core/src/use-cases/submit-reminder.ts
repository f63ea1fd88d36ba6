import { canAccess, type Actor } from '../access/access-policy.ts';
import { validateInput } from '../fields/field-issues.ts';
import { reminderInputSchema } from '../leads/reminder.ts';
import { REMINDER_CONFIRMATION_DAYS, reminderConfirmUrl } from '../messages/mail-paths.ts';
import { reminderConfirmationMail } from '../messages/reminder-mails.ts';
import type { Clock } from '../ports/clock.ts';
import type { DeliveryOutbox } from '../ports/delivery-outbox.ts';
import type { RandomTokens } from '../ports/random-tokens.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

export interface SubmitReminderDeps {
  unitOfWork: UnitOfWork<{ resources: ResourceStore; outbox: DeliveryOutbox }>;
  clock: Clock;
  tokens: RandomTokens;
  siteUrl: string;
}

/**
 * A rate reminder (the /pret-hypothecaire/reminder form and the API's POST of reminders): stored unconfirmed with
 * the digest of a random confirmation token, and the confirmation e-mail put in the outbox in the same
 * transaction (double opt-in: nothing else is ever sent until its link is followed).
 */
export async function submitReminder(
  deps: SubmitReminderDeps,
  input: { actor: Actor; attributes: Record<string, unknown> },
): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, 'reminders', 'create')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const valid = validateInput(reminderInputSchema, input.attributes);
  if (!valid.ok) return valid;
  const reminder = valid.value;
  const token = deps.tokens.token();
  const now = deps.clock.now();
  return deps.unitOfWork.transaction(async ({ resources, outbox }) => {
    const category = await resources.get('categories', reminder.categoryId);
    if (!category.ok)
      return err({ type: 'input/invalid', issues: [{ path: ['categoryId'], message: 'Cette catégorie de prêt n’existe pas.' }] });
    const created = await resources.create('reminders', { ...reminder, confirmationDigest: deps.tokens.digest(token) });
    if (!created.ok) return created;
    const content = reminderConfirmationMail(
      {
        firstName: reminder.firstName,
        categoryName: String(category.value.record.attributes.name),
        amount: reminder.amount,
        duration: reminder.duration,
        targetRate: reminder.targetRate,
        targetDate: reminder.targetDate,
      },
      { siteUrl: deps.siteUrl, confirmUrl: reminderConfirmUrl(deps.siteUrl, token), validDays: REMINDER_CONFIRMATION_DAYS },
    );
    await outbox.enqueue(
      [
        {
          key: `reminder:${created.value.id}:confirmation`,
          recipient: reminder.email,
          payload: { channel: 'mail', mail: { to: reminder.email, ...content } },
        },
      ],
      now,
    );
    return ok(created.value);
  });
}
