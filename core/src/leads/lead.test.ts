import { describe, expect, expectTypeOf, it } from 'vitest';
import { leadInputSchema, leadPatchSchema, type Lead, type LeadInput } from './lead.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const consent = { given: true, text: 'J’accepte d’être recontacté.', version: '2025-09' };
const input = {
  kind: 'pret-hypothecaire',
  firstName: 'Anne',
  lastName: 'Weber',
  email: 'anne.weber@example.lu',
  country: 'LUX',
  amount: 450_000,
  duration: 300,
  consent,
};

describe('leadInputSchema', () => {
  it('accepts a mortgage request, optional fields left empty', () => {
    expect(parseValid(leadInputSchema, input)).toEqual({ ...input, phone: null, product: null, productId: null, message: '' });
  });

  it('accepts a contact message without amount or duration', () => {
    const contact = {
      kind: 'contact',
      firstName: 'Luc',
      lastName: 'Dupont',
      email: 'luc@example.be',
      country: 'BE',
      message: 'Bonjour',
      consent,
    };
    expect(parseValid(leadInputSchema, contact)).toMatchObject({ amount: null, duration: null });
  });

  it('does not let a visitor set the status', () => {
    expect(issuesOf(leadInputSchema, { ...input, status: 'traite' })).toEqual(['status: Champ inconnu\u00a0: status.']);
  });

  it('refuses a request without consent', () => {
    expect(issuesOf(leadInputSchema, { ...input, consent: { ...consent, given: false } })).toEqual([
      'consent.given: Votre accord est nécessaire pour envoyer ce formulaire.',
    ]);
  });

  it('refuses mashed names, a bad phone and a country outside the three markets, each on its field', () => {
    expect(issuesOf(leadInputSchema, { ...input, firstName: 'Qsdfghjk', phone: '12', country: 'DE' })).toEqual([
      'firstName: Ce nom semble mal saisi.',
      'phone: Numéro de téléphone invalide\u00a0: indiquez par exemple +352\u202f621\u202f123\u202f456, +32\u202f470 12 34 56 ou 06 12 34 56 78.',
      'country: Le pays doit être le Luxembourg, la Belgique ou la France.',
    ]);
  });

  it('refuses an unknown kind of request', () => {
    expect(issuesOf(leadInputSchema, { ...input, kind: 'pret-auto' })).toEqual(['kind: Type de demande inconnu.']);
  });

  it('gives what a stored lead holds, but for its id, status, date and reference (set by the server)', () => {
    expectTypeOf<LeadInput>().toEqualTypeOf<Omit<Lead, 'id' | 'status' | 'createdAt' | 'reference'>>();
  });
});

describe('leadPatchSchema', () => {
  it('lets the team move a lead on', () => {
    expect(parseValid(leadPatchSchema, { status: 'transmis' })).toEqual({ status: 'transmis' });
    expect(issuesOf(leadPatchSchema, { status: 'perdu' })).toEqual(['status: Le statut doit être nouveau, transmis ou traité.']);
  });
});
