import type { LeadKind } from '../leads/lead.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { countryName, duration, euros, LEAD_KIND_LABELS } from './french-words.ts';
import { renderMail, type MailBlock, type MailContent } from './mail-content.ts';

/** A stored request, as the e-mails about it need it. */
export interface LeadForMail {
  id: number;
  kind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string;
  amount: number | null;
  duration: number | null;
  product: string | null;
  reference: string | null;
  message: string;
  consentVersion: string;
  createdAt: Date;
}

/** A lead record as stored (what submitLead answers), read once into what the e-mails and the recap need. */
export function leadForMail(record: ResourceRecord, now: Date = new Date(0)): LeadForMail {
  const a = record.attributes;
  const createdAt = a.createdAt instanceof Date ? a.createdAt : now;
  return {
    id: record.id,
    kind: a.kind as LeadKind,
    firstName: String(a.firstName ?? ''),
    lastName: String(a.lastName ?? ''),
    email: String(a.email),
    phone: typeof a.phone === 'string' ? a.phone : null,
    country: String(a.country),
    amount: typeof a.amount === 'number' ? a.amount : null,
    duration: typeof a.duration === 'number' ? a.duration : null,
    product: typeof a.product === 'string' && a.product.trim() ? a.product : null,
    reference: typeof a.reference === 'string' ? a.reference : null,
    message: String(a.message ?? ''),
    consentVersion: String((a.consent as { version?: unknown } | null)?.version ?? ''),
    createdAt,
  };
}

/** Who receives a consolidation request for us (the form's own wording names them). */
export const CONSOLIDATION_PARTNER = 'Partners Finances';

/**
 * The recap of a request, as the confirmation page shows it too: its reference, what was asked (kind, product,
 * amount, duration, country) and who asked (name, address).
 */
function summary(lead: LeadForMail): MailBlock {
  const rows: [string, string][] = [];
  if (lead.reference) rows.push(['Référence', lead.reference]);
  rows.push(['Demande', capitalised(LEAD_KIND_LABELS[lead.kind])]);
  if (lead.product) rows.push(['Produit', lead.product]);
  if (lead.amount !== null) rows.push(['Montant', euros(lead.amount)]);
  if (lead.duration !== null) rows.push(['Durée', duration(lead.duration)]);
  rows.push(['Pays de résidence', countryName(lead.country)]);
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  if (name) rows.push(['Nom', name]);
  rows.push(['E-mail', lead.email]);
  return { type: 'facts', rows };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function greeting(firstName: string): string {
  return firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';
}

/**
 * The visitor's confirmation of a request: it was received, what it says, and what happens next. It repeats
 * neither the phone number nor the message: an e-mail can be forwarded, and the visitor knows what they wrote.
 */
export function leadConfirmationMail(lead: LeadForMail, { siteUrl }: { siteUrl: string }): MailContent {
  const consolidation = lead.kind === 'regroupement-de-credit';
  const label = LEAD_KIND_LABELS[lead.kind];
  const next = consolidation
    ? [
        `Votre demande est transmise à notre partenaire ${CONSOLIDATION_PARTNER}.`,
        `Un conseiller de ${CONSOLIDATION_PARTNER} vous appelle ou vous écrit sous deux jours ouvrables pour étudier votre situation.`,
      ]
    : lead.kind === 'contact'
      ? ['Nous vous répondons par e-mail sous deux jours ouvrables.']
      : ['Un conseiller Prêtscope étudie votre demande et vous recontacte par e-mail ou par téléphone sous deux jours ouvrables.'];
  const received = lead.kind === 'contact' ? 'Nous avons bien reçu votre message.' : `Nous avons bien reçu votre demande de ${label}.`;
  const intro = lead.reference
    ? `${received} Sa référence est ${lead.reference}\u00a0: rappelez-la si vous nous contactez à son sujet.`
    : received;
  return renderMail({
    subject: `${lead.kind === 'contact' ? 'Nous avons bien reçu votre message' : `Nous avons bien reçu votre demande de ${label}`}${lead.reference ? ` (${lead.reference})` : ''}`,
    preheader: next[0] ?? intro,
    blocks: [
      { type: 'paragraph', text: greeting(lead.firstName) },
      { type: 'paragraph', text: intro },
      summary(lead),
      { type: 'list', items: [...next, 'Vous ne vous engagez à rien\u00a0: aucune offre n’est acceptée en votre nom.'] },
      {
        type: 'note',
        text: 'Vous n’êtes pas à l’origine de cette demande\u202f? Répondez simplement à cet e-mail\u00a0: nous la supprimerons.',
      },
    ],
    footer: 'Vous recevez cet e-mail parce qu’une demande a été envoyée avec votre adresse sur Prêtscope.',
    siteUrl,
  });
}

/** The team's notification of a new request, with everything the visitor sent. */
export function teamNotificationMail(lead: LeadForMail, { siteUrl }: { siteUrl: string }): MailContent {
  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
  const rows: [string, string][] = [
    ['Demande', `${capitalised(LEAD_KIND_LABELS[lead.kind])} (n° ${lead.id}${lead.reference ? `, réf. ${lead.reference}` : ''})`],
    ['Nom', name],
    ['E-mail', lead.email],
    ['Téléphone', lead.phone ?? '—'],
    ['Pays', countryName(lead.country)],
  ];
  if (lead.product) rows.push(['Produit', lead.product]);
  if (lead.amount !== null) rows.push(['Montant', euros(lead.amount)]);
  if (lead.duration !== null) rows.push(['Durée', duration(lead.duration)]);
  rows.push(['Consentement', `version ${lead.consentVersion}`]);
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Nouvelle demande de ${LEAD_KIND_LABELS[lead.kind]} reçue sur le site.` },
    { type: 'facts', rows },
  ];
  if (lead.message.trim()) blocks.push({ type: 'paragraph', text: `Message\u00a0:\n${lead.message}` });
  if (lead.kind === 'regroupement-de-credit')
    blocks.push({ type: 'note', text: `Cette demande est aussi transmise à ${CONSOLIDATION_PARTNER}.` });
  blocks.push({ type: 'button', label: 'Voir les demandes dans le back-office', href: `${siteUrl}/_admin_/leads` });
  return renderMail({
    subject: `Nouvelle demande\u00a0: ${LEAD_KIND_LABELS[lead.kind]} — ${name}`,
    preheader: `${name}, ${countryName(lead.country)}`,
    blocks,
    footer: 'Notification interne de Prêtscope\u00a0: elle contient des données personnelles, ne la transférez pas hors de l’équipe.',
    siteUrl,
  });
}
