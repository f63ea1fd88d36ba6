import { describe, expect, it } from 'vitest';
import type { UrlSigner } from '../ports/url-signer.ts';
import { leadForMail } from '../messages/lead-mails.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { openRecap, RECAP_LIFETIME_SECONDS, requestRecapOf, sealRecap, type RequestRecap } from './request-recap.ts';

/** A signer for tests: the "signature" is the value reversed, checked exactly. */
const signer: UrlSigner = {
  sign: (value) => `sig${value.length}${value.split('').reverse().join('').slice(0, 12)}`,
  verify: (value, signature) => signer.sign(value) === signature,
};

const recap: RequestRecap = {
  reference: 'PS-04HM-ASW9',
  kind: 'pret-hypothecaire',
  product: 'Prêt Habitat — Banque du Nord',
  amount: 314_600,
  duration: 300,
  country: 'LUX',
  firstName: 'Élodie',
  lastName: 'Muller-Schmit',
  email: 'elodie@example.lu',
};
const now = new Date('2026-11-27T10:00:00Z');

describe('the recap of a request just sent', () => {
  it('opens what it sealed, French letters and all', () => {
    expect(openRecap(signer, sealRecap(signer, recap, now), now)).toEqual(recap);
  });

  it('opens nothing altered, unsigned, expired or malformed', () => {
    const sealed = sealRecap(signer, recap, now);
    const [payload, signature] = sealed.split('.') as [string, string];
    const other = sealRecap(signer, { ...recap, email: 'autre@example.lu' }, now).split('.')[0];
    expect(openRecap(signer, `${other}.${signature}`, now)).toBeNull();
    expect(openRecap(signer, payload, now)).toBeNull();
    expect(openRecap(signer, `${payload}.`, now)).toBeNull();
    expect(openRecap(signer, sealed, new Date(now.getTime() + (RECAP_LIFETIME_SECONDS + 1) * 1000))).toBeNull();
    expect(openRecap(signer, sealed, new Date(now.getTime() + (RECAP_LIFETIME_SECONDS - 1) * 1000))).toEqual(recap);
    expect(openRecap(signer, '', now)).toBeNull();
    expect(openRecap(signer, undefined, now)).toBeNull();
    const junk = 'bm90IGpzb24';
    expect(openRecap(signer, `${junk}.${signer.sign(`recap:${junk}`)}`, now)).toBeNull();
  });
});

describe('requestRecapOf', () => {
  const stored: ResourceRecord = {
    id: 7,
    type: 'leads',
    relationships: {},
    attributes: {
      kind: 'mortgage',
      firstName: 'Léa',
      lastName: 'Muller',
      email: 'lea@exemple.lu',
      phone: null,
      country: 'LUX',
      amount: 314_600,
      duration: 300,
      product: 'Prêt logement — Banque Pétrusse',
      reference: 'PS-7K2M-9QXD',
      message: '',
    },
  };

  it('recaps a request just stored from its record, read once by core (leadForMail)', () => {
    expect(requestRecapOf(leadForMail(stored))).toEqual({
      reference: 'PS-7K2M-9QXD',
      kind: 'mortgage',
      product: 'Prêt logement — Banque Pétrusse',
      amount: 314_600,
      duration: 300,
      country: 'LUX',
      firstName: 'Léa',
      lastName: 'Muller',
      email: 'lea@exemple.lu',
    });
  });

  it('has nothing to recap without a reference or outside the markets', () => {
    expect(requestRecapOf(leadForMail({ ...stored, attributes: { ...stored.attributes, reference: null } }))).toBeNull();
    expect(requestRecapOf(leadForMail({ ...stored, attributes: { ...stored.attributes, country: 'DE' } }))).toBeNull();
  });
});
