import type { LegalMention } from '../legal/legal-mention-wording.ts';
import { duration, euros, frenchDay, percent } from './french-words.ts';
import { renderMail, type MailBlock, type MailContent } from './mail-content.ts';

/** A rate reminder's target, as the e-mails describe it. */
export interface ReminderTarget {
  firstName: string | null;
  categoryName: string;
  amount: number;
  duration: number;
  targetRate: number | null;
  targetDate: Date | null;
}

function greeting(firstName: string | null): string {
  return firstName?.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';
}

function targetFacts(target: ReminderTarget): MailBlock {
  const rows: [string, string][] = [
    ['Type de prêt', target.categoryName],
    ['Montant', euros(target.amount)],
    ['Durée', duration(target.duration)],
  ];
  if (target.targetRate !== null) rows.push(['Taux visé', `${percent(target.targetRate)} ou moins`]);
  if (target.targetDate !== null) rows.push(['Date de rappel', frenchDay(target.targetDate)]);
  return { type: 'facts', rows };
}

/** The reminder's wording, for the batch of a run: « Alertes de taux — 3 mars 2027 ». */
export function reminderBatch(at: Date): { title: string; recipient: string } {
  return { title: `Alertes de taux — ${frenchDay(at)}`, recipient: 'Alertes de taux confirmées' };
}

/** Double opt-in: nothing is ever sent for a reminder until its owner follows this e-mail's link. */
export function reminderConfirmationMail(
  target: ReminderTarget,
  { siteUrl, confirmUrl, validDays }: { siteUrl: string; confirmUrl: string; validDays: number },
): MailContent {
  return renderMail({
    subject: 'Confirmez votre alerte de taux Prêtscope',
    preheader: 'Un clic pour confirmer votre adresse et activer l’alerte.',
    blocks: [
      { type: 'paragraph', text: greeting(target.firstName) },
      { type: 'paragraph', text: 'Vous avez demandé à être prévenu(e) de l’évolution des taux pour ce projet\u00a0:' },
      targetFacts(target),
      {
        type: 'paragraph',
        text: 'Confirmez votre adresse pour activer l’alerte. Tant qu’elle n’est pas confirmée, nous ne vous écrirons pas.',
      },
      { type: 'button', label: 'Confirmer mon alerte', href: confirmUrl },
      {
        type: 'note',
        text: `Ce lien est valable ${validDays}\u00a0jours. Vous n’avez rien demandé\u202f? Ignorez cet e-mail\u00a0: aucune alerte ne sera envoyée.`,
      },
    ],
    footer: 'Vous recevez cet e-mail parce qu’une alerte de taux a été demandée avec votre adresse sur Prêtscope.',
    siteUrl,
  });
}

/** What came true for a reminder: the best rate reached the target, the chosen day came, or both. */
export interface ReminderNews {
  /** The best current rate of the comparator for the reminder's category, amount and duration. */
  bestRate: { rate: number; productName: string; advertiserName: string } | null;
  rateReached: boolean;
  dateReached: boolean;
}

export interface RateReminderLinks {
  comparator: string;
  unsubscribe: string;
  pixel: string;
}

/**
 * The legal mentions a mail that quotes a rate prints (core's `legalMentionsFor`, issue 16): those of one market,
 * unlabelled, or each market's under its countries' names (« Luxembourg et Belgique »).
 */
export interface MailMentions {
  label: string | null;
  mentions: readonly LegalMention[];
}

function legalBlocks(legal: readonly MailMentions[]): MailBlock[] {
  return legal.flatMap(({ label, mentions }) =>
    mentions.map((mention): MailBlock => ({
      type: 'legal',
      text: label ? `${label}\u00a0: ${mention.text}` : mention.text,
      strong: mention.key === 'warning',
    })),
  );
}

export function rateReminderMail(
  target: ReminderTarget,
  news: ReminderNews,
  { siteUrl, links, legal }: { siteUrl: string; links: RateReminderLinks; legal: readonly MailMentions[] },
): MailContent {
  const best = news.bestRate;
  const subject =
    news.rateReached && best
      ? `Alerte de taux\u00a0: ${target.categoryName} à ${percent(best.rate)}`
      : `Votre rappel\u00a0: les taux du ${target.categoryName.toLowerCase()} aujourd’hui`;
  const blocks: MailBlock[] = [{ type: 'paragraph', text: greeting(target.firstName) }];
  if (news.rateReached && best && target.targetRate !== null) {
    blocks.push({
      type: 'paragraph',
      text: `Bonne nouvelle\u00a0: le meilleur taux observé pour votre projet est de ${percent(best.rate)}, au niveau de votre objectif de ${percent(target.targetRate)} ou en dessous.`,
    });
  } else if (news.dateReached) {
    blocks.push({ type: 'paragraph', text: `Comme demandé, voici où en sont les taux au ${frenchDay(target.targetDate ?? new Date(0))}.` });
  }
  if (best)
    blocks.push({
      type: 'paragraph',
      text: `Meilleure offre du moment\u00a0: ${best.productName} (${best.advertiserName}) à ${percent(best.rate)}.`,
    });
  else blocks.push({ type: 'paragraph', text: 'Aucune offre n’est observée en ce moment pour ce montant et cette durée.' });
  blocks.push(targetFacts(target));
  blocks.push(...legalBlocks(legal));
  blocks.push({ type: 'button', label: 'Comparer les offres', href: links.comparator });
  blocks.push({ type: 'note', text: 'Les taux sont indicatifs\u00a0: ils dépendent de votre dossier et peuvent changer à tout moment.' });
  blocks.push({ type: 'note', text: `Ne plus recevoir cette alerte\u00a0: ${links.unsubscribe}` });
  return renderMail({
    subject,
    preheader: best ? `Meilleur taux\u00a0: ${percent(best.rate)}` : 'Les taux de votre projet',
    blocks,
    footer:
      'Vous recevez cet e-mail parce que vous avez demandé et confirmé une alerte de taux sur Prêtscope. Un clic sur le lien de désabonnement suffit pour l’arrêter.',
    siteUrl,
    pixelUrl: links.pixel,
  });
}
