import {
  acquisitionCostRatesOn,
  frenchZeroRateLoanRulesOn,
  legalMentionsFor,
  luxembourgHousingAidRulesOn,
  type LegalMentionsInput,
} from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AID_DEFAULTS } from './borrow-fields.ts';
import { BORROW_DEFAULTS, borrowView } from './borrow-view.ts';
import { calculatorLaw } from './calculator-legal.server.ts';
import { HousingAids } from './housing-aids.tsx';
import { housingAidsView } from './housing-aids-view.ts';
import { ReachVerdict } from './reach-verdict.tsx';

const day = new Date('2026-11-28T12:00:00Z');
const law = calculatorLaw(
  { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date: day }), today: () => day },
  'mortgage',
);

/** A French ordinal left on the line (« 1er », « 1re ») rather than set in superscript. */
const BARE_ORDINAL = /\b1(?:er|re)\b/;

describe('« combien emprunter »: ordinals in superscript in the verdict and the aids (FrenchText)', () => {
  it('the verdict’s source: « en vigueur le 1<sup>er</sup> janvier 2021 »', () => {
    const values = { ...BORROW_DEFAULTS, pays: 'LUX', revenus: '4500', taux: '3,5', duree: '25', prix: '450000', apport: '60000' };
    const verdict = borrowView(values, law, acquisitionCostRatesOn(day)).verdict;
    if (!verdict) throw new Error('expected a verdict');
    const html = renderToStaticMarkup(createElement(ReachVerdict, { verdict, ownFunds: 'apport', path: '/x', values }));
    expect(html).toContain('1<sup>er</sup> janvier 2021');
    expect(html).not.toMatch(BARE_ORDINAL);
  });

  it('the Luxembourg aids’ notes, what is unconfirmed and the sources: « 1<sup>er</sup> septembre 2023 », « 1<sup>er</sup> juin 2024 »', () => {
    const aids = housingAidsView(
      { ...AID_DEFAULTS, enfants: '1' },
      {
        country: 'LUX',
        price: 600_000,
        loanNeeded: 480_000,
        monthlyIncome: 7_000,
        buyers: 2,
        firstTimeBuyer: true,
        propertyType: 'neuf',
      },
      { ptz: frenchZeroRateLoanRulesOn(day), luxembourg: luxembourgHousingAidRulesOn(day) },
    );
    if (!aids) throw new Error('expected the aids');
    expect(aids.notes.join(' ')).toContain('1er septembre 2023');
    const html = renderToStaticMarkup(createElement(HousingAids, { aids }));
    expect(html).toContain('1<sup>er</sup> septembre 2023');
    expect(html).toContain('1<sup>er</sup> juin 2024');
    expect(html).not.toMatch(BARE_ORDINAL);
  });

  it('the PTZ’s verdict outside its dates: « 1<sup>er</sup> avril 2025 »', () => {
    const aids = housingAidsView(
      AID_DEFAULTS,
      { country: 'FR', price: 250_000, loanNeeded: 230_000, monthlyIncome: 3_000, buyers: 2, firstTimeBuyer: true, propertyType: 'neuf' },
      { ptz: null, luxembourg: null },
    );
    if (!aids) throw new Error('expected the aids');
    const html = renderToStaticMarkup(createElement(HousingAids, { aids }));
    expect(html).toContain('du 1<sup>er</sup> avril 2025');
    expect(html).not.toMatch(BARE_ORDINAL);
  });
});
