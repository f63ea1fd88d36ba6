import { describe, expect, it } from 'vitest';
import { marketCountries } from '../catalogue/country.ts';
import { BORROWER_INSURANCE_LAW, borrowerInsuranceLaw } from './borrower-insurance-law.ts';

describe('borrower insurance law', () => {
  it('dates and sources every sentence, in French typography', () => {
    for (const country of marketCountries) {
      const law = BORROWER_INSURANCE_LAW[country];
      expect(law.country).toBe(country);
      for (const sentence of law.sentences) {
        expect(sentence.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(sentence.source.length).toBeGreaterThan(10);
        for (const text of [sentence.text, sentence.source]) expect(text).not.toMatch(/'/);
      }
      for (const text of law.unconfirmed) expect(text).not.toMatch(/'/);
    }
  });

  it('says in every country that required insurance is in the TAEG', () => {
    for (const country of marketCountries) {
      expect(borrowerInsuranceLaw(country, '2026-11-27').sentences.some((s) => s.text.includes('TAEG'))).toBe(true);
    }
  });

  it('shows the loi Lemoine only from 1 June 2022', () => {
    const lemoine = (day: string) => borrowerInsuranceLaw('FR', day).sentences.some((s) => s.text.includes('loi Lemoine'));
    expect(lemoine('2022-05-31')).toBe(false);
    expect(lemoine('2022-06-01')).toBe(true);
  });

  it('Luxembourg: the lender accepts another insurer’s equivalent policy, from the code’s text (art. L. 226-11)', () => {
    const choice = (day: string) => borrowerInsuranceLaw('LUX', day).sentences.find((s) => s.source.includes('L.\u00a0226-11'));
    expect(choice('2016-12-31')).toBeUndefined();
    expect(choice('2017-01-01')?.text).toContain('niveau équivalent');
  });

  it('says what could not be confirmed in Belgium and Luxembourg, and nothing for France', () => {
    expect(borrowerInsuranceLaw('BE', '2026-11-27').unconfirmed.length).toBeGreaterThan(0);
    expect(borrowerInsuranceLaw('LUX', '2026-11-27').unconfirmed.length).toBeGreaterThan(0);
    expect(borrowerInsuranceLaw('FR', '2026-11-27').unconfirmed).toEqual([]);
  });
});
