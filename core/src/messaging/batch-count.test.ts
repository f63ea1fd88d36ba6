import { describe, expect, it } from 'vitest';
import { ebookBatch } from '../messages/ebook-mail.ts';
import { reminderBatch } from '../messages/reminder-mails.ts';
import { batchCountInputSchema, batchCountPatchSchema } from './batch-count.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

describe('batchCountInputSchema', () => {
  it('starts the counters at zero', () => {
    expect(parseValid(batchCountInputSchema, { title: 'Rappel taux juin', recipient: 'abonnes-rappel' })).toEqual({
      title: 'Rappel taux juin',
      recipient: 'abonnes-rappel',
      batchCount: 0,
      countOpenings: 0,
      countClick: 0,
    });
  });

  it('accepts more openings than e-mails sent, since one person may open many times', () => {
    expect(issuesOf(batchCountInputSchema, { title: 'x', recipient: 'y', batchCount: 10, countOpenings: 25 })).toEqual([]);
  });

  it('refuses negative or fractional counters', () => {
    expect(issuesOf(batchCountPatchSchema, { countClick: -1, batchCount: 2.5 })).toEqual([
      'batchCount: Le nombre d’envois doit être un nombre entier.',
      'countClick: Le nombre de clics ne peut pas être négatif.',
    ]);
  });

  it('refuses an e-mail address as the recipient or in the title, in any case and wherever it stands: a batch names its list', () => {
    const refused = (field: string) =>
      `${field}: ${field === 'title' ? 'Le titre' : 'Le destinataire'} ne doit pas contenir d’adresse e-mail\u00a0: un envoi groupé est désigné par sa liste, jamais par une personne.`;
    expect(issuesOf(batchCountInputSchema, { title: 'Lettre de novembre', recipient: 'Ana.Martin@Exemple.lu' })).toEqual([
      refused('recipient'),
    ]);
    expect(
      issuesOf(batchCountInputSchema, { title: 'Relance pour ana@exemple.lu', recipient: 'Abonnés (liste <abonnes@pretscope.example>)' }),
    ).toEqual([refused('title'), refused('recipient')]);
    expect(issuesOf(batchCountPatchSchema, { recipient: 'ana@exemple' })).toEqual([refused('recipient')]);
    // One message per field: a blank recipient is only « obligatoire ».
    expect(issuesOf(batchCountPatchSchema, { recipient: ' ' })).toEqual(['recipient: Le destinataire est obligatoire.']);
    // An « @ » standing alone is not an address.
    expect(issuesOf(batchCountInputSchema, { title: 'Offres @ 3\u00a0%', recipient: 'abonnés-rappel' })).toEqual([]);
  });

  it('accepts the batches the site starts itself: the month’s guide mailing and each reminders run name their list', () => {
    const at = new Date('2027-03-03T08:00:00Z');
    for (const batch of [ebookBatch(at), reminderBatch(at)]) expect(issuesOf(batchCountInputSchema, batch), batch.title).toEqual([]);
  });
});
