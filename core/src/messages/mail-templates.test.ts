import { describe, expect, it } from 'vitest';
import { borrowingGuide } from './borrowing-guide.ts';
import { ebookMail } from './ebook-mail.ts';
import { escapeHtml } from './escape-html.ts';
import { leadConfirmationMail, teamNotificationMail, type LeadForMail } from './lead-mails.ts';
import type { MailContent } from './mail-content.ts';
import { legalMentionsFor } from '../legal/legal-mentions.ts';
import { rateReminderMail, reminderConfirmationMail } from './reminder-mails.ts';

const SITE = 'https://www.pretscope.lu';
const HOSTILE = '<img src=x onerror=alert(1)> & "guillemets"';

const lead: LeadForMail = {
  id: 42,
  kind: 'pret-hypothecaire',
  firstName: 'Élodie',
  lastName: HOSTILE,
  email: 'elodie@example.lu',
  phone: '+352\u202f621\u202f123\u202f456',
  country: 'LUX',
  amount: 350_000,
  duration: 300,
  product: 'Prêt Habitat — Banque du Nord',
  reference: 'PS-04HM-ASW9',
  message: `Premier achat.\n${HOSTILE}`,
  consentVersion: '2026-11',
  createdAt: new Date('2026-11-24T09:00:00Z'),
};

const target = {
  firstName: HOSTILE,
  categoryName: 'Prêt hypothécaire',
  amount: 250_000,
  duration: 300,
  targetRate: 3.2,
  targetDate: new Date('2027-03-01T00:00:00Z'),
};

/** Every template, with hostile text where a visitor's words go. */
const mails: Record<string, MailContent> = {
  confirmation: leadConfirmationMail({ ...lead, firstName: HOSTILE }, { siteUrl: SITE }),
  team: teamNotificationMail(lead, { siteUrl: SITE }),
  ebook: ebookMail({
    siteUrl: SITE,
    links: {
      simulation: `${SITE}/courriel/lien/1/s?vers=%2Fa`,
      capacity: `${SITE}/courriel/lien/1/t?vers=%2Fb`,
      comparator: `${SITE}/courriel/lien/1/u?vers=%2Fc`,
      pixel: `${SITE}/courriel/ouverture/1/v`,
    },
  }),
  reminderConfirmation: reminderConfirmationMail(target, {
    siteUrl: SITE,
    confirmUrl: `${SITE}/alerte-taux/confirmation?jeton=abc&x="1"`,
    validDays: 7,
  }),
  reminder: rateReminderMail(
    target,
    { bestRate: { rate: 3.15, productName: 'Prêt Fixe', advertiserName: HOSTILE }, rateReached: true, dateReached: false },
    {
      siteUrl: SITE,
      links: {
        comparator: `${SITE}/courriel/lien/2/s?vers=%2F`,
        unsubscribe: `${SITE}/alerte-taux/desabonnement?alerte=1&signature=z`,
        pixel: `${SITE}/courriel/ouverture/2/w`,
      },
      legal: [{ label: null, mentions: [legalMentionsFor({ market: 'FR', date: new Date('2026-11-20T12:00:00Z') }).warning!] }],
    },
  ),
};

describe('e-mail templates', () => {
  it.each(Object.entries(mails))('%s: escapes what visitors typed, in text and attributes', (_name, mail) => {
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('"guillemets"');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
  });

  it.each(Object.entries(mails))('%s: shows no image but our own pixel, and links only to our site', (_name, mail) => {
    const images = [...mail.html.matchAll(/<img\b[^>]*src="([^"]*)"/g)].map((match) => match[1]);
    for (const src of images) expect(src).toMatch(new RegExp(`^${SITE}/courriel/ouverture/`));
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(new RegExp(`^${SITE}/`));
  });

  it.each(Object.entries(mails))('%s: has a text alternative with the same links', (_name, mail) => {
    expect(mail.text.length).toBeGreaterThan(80);
    expect(mail.text).not.toMatch(/<(p|a|table|td|br)\b/i);
    for (const [, href] of mail.html.matchAll(/<a href="([^"]*)"/g)) {
      const link = (href as string).replaceAll('&amp;', '&').replaceAll('&quot;', '"');
      if (link !== `${SITE}/`) expect(mail.text).toContain(link);
    }
  });

  it('writes the visitor’s confirmation in French with the request’s figures', () => {
    const mail = leadConfirmationMail(lead, { siteUrl: SITE });
    expect(mail.subject).toBe('Nous avons bien reçu votre demande de prêt hypothécaire (PS-04HM-ASW9)');
    expect(mail.text).toContain('Bonjour Élodie,');
    // The recap the confirmation page shows, with the reference to quote.
    expect(mail.text).toContain('Sa référence est PS-04HM-ASW9\u00a0: rappelez-la si vous nous contactez à son sujet.');
    expect(mail.text).toContain('Référence\u00a0: PS-04HM-ASW9');
    expect(mail.text).toContain('Produit\u00a0: Prêt Habitat — Banque du Nord');
    expect(mail.text).toContain('Montant\u00a0: 350\u202f000\u00a0€');
    expect(mail.text).toContain('Durée\u00a0: 25\u00a0ans');
    expect(mail.text).toContain('Pays de résidence\u00a0: Luxembourg');
    expect(mail.text).toContain('E-mail\u00a0: elodie@example.lu');
    expect(mail.html).toContain('PS-04HM-ASW9');
    // Neither the phone nor the message goes back out in an e-mail that may be forwarded.
    expect(mail.text).not.toContain('621\u202f123\u202f456');
    expect(mail.text).not.toContain('Premier achat');
  });

  it('gives the team everything the visitor sent, the message’s lines kept', () => {
    const mail = teamNotificationMail(lead, { siteUrl: SITE });
    expect(mail.subject).toBe(`Nouvelle demande\u00a0: prêt hypothécaire — Élodie ${HOSTILE}`);
    expect(mail.text).toContain('Téléphone\u00a0: +352\u202f621\u202f123\u202f456');
    expect(mail.text).toContain('n° 42, réf. PS-04HM-ASW9');
    expect(mail.text).toContain('Produit\u00a0: Prêt Habitat — Banque du Nord');
    expect(mail.text).toContain(`Message\u00a0:\nPremier achat.\n${HOSTILE}`);
    expect(mail.html).toContain(`Premier achat.<br>${escapeHtml(HOSTILE)}`);
    expect(mail.text).toContain(`${SITE}/_admin_/leads`);
  });

  it('describes a reminder’s target and the news in French formats', () => {
    expect(mails.reminderConfirmation?.text).toContain('Taux visé\u00a0: 3,20\u00a0% ou moins');
    expect(mails.reminderConfirmation?.text).toContain('Date de rappel\u00a0: 1er\u00a0mars 2027');
    expect(mails.reminderConfirmation?.text).toContain('Ce lien est valable 7\u00a0jours.');
    expect(mails.reminder?.subject).toBe('Alerte de taux\u00a0: Prêt hypothécaire à 3,15\u00a0%');
    expect(mails.reminder?.text).toContain(
      'le meilleur taux observé pour votre projet est de 3,15\u00a0%, au niveau de votre objectif de 3,20\u00a0% ou en dessous.',
    );
  });
});

describe('borrowingGuide', () => {
  it('quotes the dated country rules in force on its day', () => {
    const guide = borrowingGuide(new Date('2026-11-24T12:00:00Z'));
    expect(guide.edition).toBe('Édition du 24\u00a0novembre 2026\u00a0: règles en vigueur à cette date.');
    const facts = Object.fromEntries(guide.sections.map((section) => [section.title, Object.fromEntries(section.facts ?? [])]));
    expect(facts['Emprunter au Luxembourg']?.['Taux d’endettement maximal']).toBe('40\u00a0% des revenus nets');
    expect(facts['Emprunter en Belgique']?.['Taux d’endettement maximal']).toBe('33,3\u00a0% des revenus nets');
    expect(facts['Emprunter en France']?.['Taux d’endettement maximal']).toBe('35\u00a0% des revenus nets, assurance comprise');
    expect(facts['Emprunter en France']?.['Durée maximale courante']).toBe('25\u00a0ans');
    expect(facts['Emprunter au Luxembourg']?.['Autre résidence principale']).toBe('90\u00a0% de la valeur du bien');
    expect(guide.sections.find((s) => s.title === 'Emprunter en France')?.source).toContain('D-HCSF-2021-7');
  });

  it.each([
    [
      '2026-11-19',
      'FR',
      [[null, 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.']],
    ],
    ['2026-11-20', 'FR', [[null, 'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.']]],
    ['2026-11-19', 'BE', [[null, 'Attention, emprunter de l’argent coûte aussi de l’argent.']]],
    ['2026-11-20', 'BE', [[null, 'Attention, emprunter de l’argent coûte aussi de l’argent.']]],
    [
      '2026-11-19',
      'LUX',
      [[null, 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.']],
    ],
    ['2026-11-20', 'LUX', [[null, 'Attention, emprunter de l’argent coûte aussi de l’argent.']]],
    [
      '2026-11-19',
      undefined,
      [
        [
          'Luxembourg et France',
          'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
        ],
        ['Belgique', 'Attention, emprunter de l’argent coûte aussi de l’argent.'],
      ],
    ],
    [
      '2026-11-20',
      undefined,
      [
        ['Luxembourg et Belgique', 'Attention, emprunter de l’argent coûte aussi de l’argent.'],
        ['France', 'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.'],
      ],
    ],
  ] as const)(
    'carries on %s the credit warning of its requester’s market (%s; each market’s, labelled, when unknown)',
    (day, market, expected) => {
      const guide = borrowingGuide(new Date(`${day}T12:00:00Z`), market);
      expect(guide.warnings.map((warning) => [warning.label, warning.text])).toEqual(expected);
    },
  );

  it('follows the rules’ versions: before 2022 France had the recommendation, not the decision', () => {
    const guide = borrowingGuide(new Date('2021-06-01T12:00:00Z'));
    expect(guide.sections.find((s) => s.title === 'Emprunter en France')?.source).toContain('R-HCSF-2021-1');
  });
});
