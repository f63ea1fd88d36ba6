import { frenchMonth } from './french-words.ts';
import { renderMail, type MailContent } from './mail-content.ts';

/** The guide's title, as the PDF and the e-mail name it. */
export const GUIDE_TITLE = 'Emprunter au Luxembourg, en Belgique et en France';
export const GUIDE_FILENAME = 'guide-pretscope-emprunter-lu-be-fr.pdf';

/** The mailing the guide's e-mails of one month count in (spec §3 batch_count). */
export function ebookBatch(at: Date): { title: string; recipient: string } {
  return { title: `Guide «\u202f${GUIDE_TITLE}\u202f» — ${frenchMonth(at)}`, recipient: 'Demandes du guide (/ebook)' };
}

export interface EbookMailLinks {
  simulation: string;
  capacity: string;
  comparator: string;
  pixel: string;
}

/** The e-mail that carries the guide as a PDF attachment; its links and pixel count in the month's batch. */
export function ebookMail({ siteUrl, links }: { siteUrl: string; links: EbookMailLinks }): MailContent {
  return renderMail({
    subject: `Votre guide Prêtscope\u00a0: ${GUIDE_TITLE.charAt(0).toLowerCase()}${GUIDE_TITLE.slice(1)}`,
    preheader: 'Le guide est en pièce jointe, au format PDF.',
    blocks: [
      { type: 'paragraph', text: 'Bonjour,' },
      {
        type: 'paragraph',
        text: `Merci de votre intérêt\u00a0: vous trouverez en pièce jointe notre guide «\u202f${GUIDE_TITLE}\u202f», au format PDF.`,
      },
      {
        type: 'list',
        items: [
          'Les règles de chaque pays\u00a0: taux d’endettement, durée et apport demandés par les banques.',
          'Comment lire une offre\u00a0: taux nominal, TAEG, assurance et frais.',
          'Les étapes d’une demande, du premier calcul à la signature.',
        ],
      },
      { type: 'paragraph', text: 'Pour passer aux chiffres de votre projet\u00a0:' },
      { type: 'button', label: 'Simuler mes mensualités', href: links.simulation },
      {
        type: 'paragraph',
        text: `Calculez aussi votre capacité d’emprunt\u00a0: ${links.capacity}\nComparez les taux des prêts hypothécaires\u00a0: ${links.comparator}`,
      },
    ],
    footer:
      'Vous recevez cet e-mail parce que vous avez demandé le guide sur Prêtscope. Nous ne vous écrirons pas d’autre message sans votre accord.',
    siteUrl,
    pixelUrl: links.pixel,
  });
}
