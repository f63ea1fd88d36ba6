import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ebookLead, ebookRequestSchema } from './ebook-request.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const consent = { given: true as const, text: 'J’accepte de recevoir le guide par e-mail.', version: '2026-11' };

describe('ebookRequestSchema', () => {
  it('asks only the address and the consent', () => {
    expect(parseValid(ebookRequestSchema, { email: ' Lea.Muller@Exemple.LU ', consent })).toEqual({
      email: 'lea.muller@exemple.lu',
      consent,
    });
  });

  it('refuses a bad address, a missing consent, and any name or other field it does not need', () => {
    expect(issuesOf(ebookRequestSchema, { email: 'lea@exemple', consent: { ...consent, given: false } })).toEqual([
      'email: Adresse e-mail invalide.',
      'consent.given: Votre accord est nécessaire pour envoyer ce formulaire.',
    ]);
    expect(issuesOf(ebookRequestSchema, { email: 'lea@exemple.lu', consent, firstName: 'Léa' })).toEqual([
      'firstName: Champ inconnu\u00a0: firstName.',
    ]);
    expect(issuesOf(ebookRequestSchema, { consent })).toEqual(['email: Ce champ est obligatoire.']);
  });
});

describe('ebookLead', () => {
  it('is a lead of kind ebook with no name, amount or phone, in the visitor’s country', () => {
    const request = parseValid(ebookRequestSchema, { email: 'lea@exemple.lu', consent });
    expect(ebookLead(request, 'BE')).toEqual({
      kind: 'ebook',
      firstName: '',
      lastName: '',
      email: 'lea@exemple.lu',
      phone: null,
      country: 'BE',
      amount: null,
      duration: null,
      product: null,
      productId: null,
      message: '',
      consent,
    });
    expect(ebookLead(request).country).toBe('LUX');
  });

  it('keeps the address and the exact consent of any valid request', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('LUX', 'BE', 'FR') as fc.Arbitrary<'LUX' | 'BE' | 'FR'>, (email, country) => {
        const parsed = v.safeParse(ebookRequestSchema, { email, consent });
        if (!parsed.success) return;
        const lead = ebookLead(parsed.output, country);
        expect(lead.email).toBe(email.trim().toLowerCase());
        expect(lead.consent).toEqual(consent);
        expect(lead.kind).toBe('ebook');
        expect(lead.country).toBe(country);
      }),
    );
  });
});
