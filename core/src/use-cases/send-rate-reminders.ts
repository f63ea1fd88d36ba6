import { isCountry } from '../finance/country-rule.ts';
import type { AdvertisedCredit } from '../legal/legal-mention-wording.ts';
import { advertisedCreditOf, legalMentionsFor, siteWarnings } from '../legal/legal-mentions.ts';
import { reminderUnsubscribeUrl, unsubscribeSignedValue } from '../messages/mail-paths.ts';
import { rateReminderMail, reminderBatch, type MailMentions, type ReminderNews } from '../messages/reminder-mails.ts';
import { countryLabels, marketCountries, type MarketCountry } from '../catalogue/country.ts';
import { openingPixelUrl, trackedLinkUrl } from '../messages/tracking-links.ts';
import type { Clock } from '../ports/clock.ts';
import type { DeliveryOutbox } from '../ports/delivery-outbox.ts';
import type { MailingBatches } from '../ports/mailing-batches.ts';
import type { ActiveReminder, ReminderStore } from '../ports/reminder-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import type { ComparedOffer, ComparedOffers, CompareOffersInput } from './compare-offers.ts';

export interface SendRateRemindersDeps {
  reminders: ReminderStore;
  unitOfWork: UnitOfWork<{ reminders: ReminderStore; outbox: DeliveryOutbox; batches: MailingBatches }>;
  /** The comparator (core compareOffers bound to the offers). */
  compareOffers(input: CompareOffersInput): Promise<ComparedOffers>;
  signer: UrlSigner;
  siteUrl: string;
  clock: Clock;
}

export interface ReminderRun {
  /** Confirmed reminders looked at. */
  checked: number;
  /** E-mails put in the outbox. */
  queued: number;
  /** The run's mailing, when it sent anything. */
  batchId: number | null;
}

/**
 * `pretscope reminders send`: every confirmed reminder whose condition came true — the comparator's best current
 * rate for its category, amount and duration at or below the target, or its day reached — gets one e-mail with a
 * one-click unsubscribe link. Each condition is told once: it is marked in the same transaction that queues the
 * e-mail, and only if no other run marked it first. Each e-mail quotes a rate, so it carries the legal mentions in
 * force on the run's day (see `reminderMentions`).
 */
export async function sendRateReminders(deps: SendRateRemindersDeps): Promise<ReminderRun> {
  const now = deps.clock.now();
  const active = await deps.reminders.active();
  const bestOffers = new Map<string, Promise<ComparedOffer | null>>();
  const best = (reminder: ActiveReminder) => {
    const key = `${reminder.categorySlug}:${reminder.amount}:${reminder.duration}`;
    if (!bestOffers.has(key)) {
      bestOffers.set(
        key,
        deps.compareOffers({ categorySlug: reminder.categorySlug, amount: reminder.amount, duration: reminder.duration }).then(lowestRate),
      );
    }
    return bestOffers.get(key) as Promise<ComparedOffer | null>;
  };
  const run: ReminderRun = { checked: active.length, queued: 0, batchId: null };
  for (const reminder of active) {
    const offer = await best(reminder);
    const rateDue = reminder.targetRate !== null && reminder.rateNotifiedAt === null && offer !== null && offer.rate <= reminder.targetRate;
    const dateDue = reminder.targetDate !== null && reminder.dateNotifiedAt === null && reminder.targetDate.getTime() <= now.getTime();
    if (!rateDue && !dateDue) continue;
    const queued = await deps.unitOfWork.transaction(async ({ reminders, outbox, batches }) => {
      const rateReached = rateDue && (await reminders.markNotified(reminder.id, 'rate', now));
      const dateReached = dateDue && (await reminders.markNotified(reminder.id, 'date', now));
      if (!rateReached && !dateReached) return false;
      run.batchId ??= await batches.start(reminderBatch(now));
      const batchId = run.batchId;
      const news: ReminderNews = {
        bestRate: offer ? { rate: offer.rate, productName: offer.productName, advertiserName: offer.advertiserName } : null,
        rateReached,
        dateReached,
      };
      const tracking = { signer: deps.signer, siteUrl: deps.siteUrl };
      const unsubscribe = reminderUnsubscribeUrl(deps.siteUrl, reminder.id, deps.signer.sign(unsubscribeSignedValue(reminder.id)));
      const content = rateReminderMail(reminder, news, {
        siteUrl: deps.siteUrl,
        legal: reminderMentions(offer ? offer.country : undefined, advertisedCreditOf(reminder.categorySlug), now),
        links: {
          comparator: trackedLinkUrl(
            tracking,
            batchId,
            `/${reminder.categorySlug}?montant=${reminder.amount}&duree=${reminder.duration}+mois`,
          ),
          unsubscribe,
          pixel: openingPixelUrl(tracking, batchId),
        },
      });
      const conditions = [rateReached ? 'rate' : '', dateReached ? 'date' : ''].filter(Boolean).join('+');
      await outbox.enqueue(
        [
          {
            key: `reminder:${reminder.id}:${conditions}`,
            recipient: reminder.email,
            batchId,
            // RFC 8058: mail clients show their own « se désabonner » and post to the link, one click.
            payload: {
              channel: 'mail',
              mail: {
                to: reminder.email,
                ...content,
                headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              },
            },
          },
        ],
        now,
      );
      return true;
    });
    if (queued) run.queued++;
  }
  return run;
}

/**
 * The legal mentions of a reminder's e-mail on `date`: a reminder names no country, so they are those of the market
 * of the offer it quotes (the warning and the context's own, e.g. France's ten-day reflection period for a mortgage);
 * when it quotes none, or one from outside the three markets, each market's, labelled with its countries.
 */
export function reminderMentions(offerCountry: string | undefined, credit: AdvertisedCredit, date: Date): MailMentions[] {
  const market: MarketCountry | undefined = isCountry(offerCountry) ? offerCountry : undefined;
  if (market) {
    const { warning, extra } = legalMentionsFor({ market, date, context: { credit } });
    return [{ label: null, mentions: [...(warning ? [warning] : []), ...extra] }];
  }
  const warnings: MailMentions[] = siteWarnings(undefined, date).map((warning) => ({ label: warning.label, mentions: [warning.mention] }));
  const extras: MailMentions[] = marketCountries.flatMap((country) => {
    const { extra } = legalMentionsFor({ market: country, date, context: { credit } });
    return extra.length > 0 ? [{ label: countryLabels[country], mentions: extra }] : [];
  });
  return [...warnings, ...extras];
}

/**
 * The lowest rate on offer, sponsored or not (a reminder's condition is about the rate a person can get): the
 * ranking's first offer, as compareOffers ranks by rate. Not bestOffer, which a page quotes and which passes over a
 * sponsored first offer.
 */
function lowestRate(offers: ComparedOffers): ComparedOffer | null {
  return offers.ranked[0] ?? null;
}
