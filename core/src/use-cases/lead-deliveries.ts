import type { MarketCountry } from '../catalogue/country.ts';
import { LEAD_REFERENCE_BYTES, leadReference } from '../leads/lead-reference.ts';
import { ebookBatch, ebookMail } from '../messages/ebook-mail.ts';
import { leadConfirmationMail, leadForMail, teamNotificationMail, type LeadForMail } from '../messages/lead-mails.ts';
import type { MailContent } from '../messages/mail-content.ts';
import { openingPixelUrl, trackedLinkUrl } from '../messages/tracking-links.ts';
import type { Clock } from '../ports/clock.ts';
import type { DeliveryOutbox, NewDelivery } from '../ports/delivery-outbox.ts';
import type { LeadWebhookEvent } from '../ports/lead-webhook.ts';
import type { MailingBatches } from '../ports/mailing-batches.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import { ok, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

export interface SubmitLeadDeps {
  unitOfWork: UnitOfWork<{ resources: ResourceStore; outbox: DeliveryOutbox; batches: MailingBatches }>;
  clock: Clock;
  signer: UrlSigner;
  siteUrl: string;
  /** Where the team's notifications go (TEAM_EMAIL). */
  teamEmail: string;
  /** Consolidation requests are also handed to the partner, when its webhook is configured. */
  partnerWebhook: boolean;
  /** Random bytes from a CSPRNG, for the request's reference (lead-reference.ts). */
  randomBytes(size: number): Uint8Array;
  /** The product a request names, read as visitors may see it (`visibleAt`): a hidden or unknown one is refused. */
  products: Pick<ResourceStore, 'get'>;
}

/**
 * Stores a validated lead and, in the same transaction, puts in the outbox what it causes: the guide for an ebook
 * request; otherwise the visitor's confirmation, the team's notification and, for a consolidation request, the
 * partner's webhook. Shared by submitLead and requestEbook, which names the requester's market for the guide's
 * credit warning (`guideMarket`; absent when it is not known).
 */
export async function storeLeadWithDeliveries(
  deps: SubmitLeadDeps,
  attributes: Record<string, unknown>,
  { guideMarket }: { guideMarket?: MarketCountry } = {},
): Promise<Result<ResourceRecord, ResourceWriteError>> {
  const now = deps.clock.now();
  return deps.unitOfWork.transaction(async ({ resources, outbox, batches }) => {
    // The reference the visitor quotes, set here and never by the visitor (the input schema has no such field).
    const reference = leadReference(deps.randomBytes(LEAD_REFERENCE_BYTES));
    const created = await resources.create('leads', { ...attributes, reference });
    if (!created.ok) return created;
    const lead = leadForMail(created.value, now);
    await outbox.enqueue(await deliveriesFor(deps, lead, batches, now, guideMarket), now);
    return ok(created.value);
  });
}

function mail(
  key: string,
  recipient: string,
  to: string,
  content: MailContent,
  extra: { batchId?: number; attach?: 'borrowing-guide'; guideMarket?: MarketCountry } = {},
): NewDelivery {
  return {
    key,
    recipient,
    batchId: extra.batchId ?? null,
    payload: {
      channel: 'mail',
      mail: {
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        ...(extra.attach ? { attach: extra.attach } : {}),
        ...(extra.guideMarket ? { guideMarket: extra.guideMarket } : {}),
      },
    },
  };
}

async function deliveriesFor(
  deps: SubmitLeadDeps,
  lead: LeadForMail,
  batches: MailingBatches,
  now: Date,
  guideMarket: MarketCountry | undefined,
): Promise<NewDelivery[]> {
  const { siteUrl } = deps;
  if (lead.kind === 'ebook') {
    // Every guide sent in a month counts in that month's mailing.
    const batchId = await batches.ensure(ebookBatch(now));
    const tracking = { signer: deps.signer, siteUrl };
    const content = ebookMail({
      siteUrl,
      links: {
        simulation: trackedLinkUrl(tracking, batchId, '/pret-hypothecaire/simulation'),
        capacity: trackedLinkUrl(tracking, batchId, '/pret-immobilier/outils/capacite-d-emprunt'),
        comparator: trackedLinkUrl(tracking, batchId, '/pret-hypothecaire'),
        pixel: openingPixelUrl(tracking, batchId),
      },
    });
    // The guide is rendered when the e-mail is sent, with the warnings in force that day.
    return [mail(`lead:${lead.id}:ebook`, lead.email, lead.email, content, { batchId, attach: 'borrowing-guide', guideMarket })];
  }
  const items = [
    mail(`lead:${lead.id}:confirmation`, lead.email, lead.email, leadConfirmationMail(lead, { siteUrl })),
    // The team's copy holds the visitor's data: it is filed under the visitor's address, to be erased with it.
    mail(`lead:${lead.id}:team`, lead.email, deps.teamEmail, teamNotificationMail(lead, { siteUrl })),
  ];
  if (lead.kind === 'regroupement-de-credit' && deps.partnerWebhook) {
    items.push({ key: `lead:${lead.id}:partner`, recipient: lead.email, payload: { channel: 'lead-webhook', event: webhookEvent(lead) } });
  }
  return items;
}

function webhookEvent(lead: LeadForMail): LeadWebhookEvent {
  return {
    event: 'lead.created',
    lead: {
      id: lead.id,
      kind: lead.kind,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      amount: lead.amount,
      duration: lead.duration,
      product: lead.product,
      reference: lead.reference,
      message: lead.message,
      consentVersion: lead.consentVersion,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}
