import { describe, expect, it } from 'vitest';
import { consentSchema } from './consent.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const consent = { given: true, text: 'J’accepte d’être recontacté par un partenaire.', version: '2025-09' };

describe('consentSchema', () => {
  it('keeps the wording and version agreed to', () => {
    expect(parseValid(consentSchema, consent)).toEqual(consent);
  });

  it('refuses a form sent without consent', () => {
    expect(issuesOf(consentSchema, { ...consent, given: false })).toEqual([
      'given: Votre accord est nécessaire pour envoyer ce formulaire.',
    ]);
    expect(issuesOf(consentSchema, { ...consent, given: 'true' })).toEqual([
      'given: Votre accord est nécessaire pour envoyer ce formulaire.',
    ]);
  });

  it('refuses a consent without the wording that was shown', () => {
    expect(issuesOf(consentSchema, { given: true, version: '2025-09' })).toEqual(['text: Ce champ est obligatoire.']);
  });
});
