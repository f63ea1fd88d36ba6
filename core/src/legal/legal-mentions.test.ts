import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../fields/iso-date.ts';
import { legalDay } from './legal-day.ts';
import { keepFiguresTogether } from './keep-figures-together.ts';
import {
  advertisedCreditOf,
  contextMentions,
  creditWarning,
  creditWarnings,
  everyLegalWording,
  legalMentionsFor,
  representativeExample,
  siteWarnings,
} from './legal-mentions.ts';

const L312_5 = 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.';
const BELGIAN = 'Attention, emprunter de l’argent coûte aussi de l’argent.';

describe('creditWarning', () => {
  it('gives France the L312-5 wording until 19 November 2026 and the CCD2 wording from 20 November 2026', () => {
    expect(creditWarning('FR', new Date('2025-09-01T12:00:00Z'))?.text).toBe(L312_5);
    expect(creditWarning('FR', new Date('2026-11-19T12:00:00Z'))?.text).toBe(L312_5);
    expect(creditWarning('FR', new Date('2026-11-20T12:00:00Z'))?.text).toBe(
      'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.',
    );
  });

  it('switches at midnight in France, which is 23:00 UTC the day before', () => {
    expect(creditWarning('FR', new Date('2026-11-19T22:59:59Z'))?.text).toBe(L312_5);
    expect(creditWarning('FR', new Date('2026-11-19T23:00:00Z'))?.text).not.toBe(L312_5);
  });

  it('gives Belgium the Code de droit économique wording', () => {
    expect(creditWarning('BE', new Date('2025-09-01T12:00:00Z'))).toMatchObject({
      text: BELGIAN,
      source: expect.stringContaining('VII.64'),
    });
    expect(creditWarning('BE', new Date('2027-01-01T12:00:00Z'))?.text).toBe(BELGIAN);
  });

  it('gives Luxembourg a neutral reminder before CCD2 and the CCD2 message from 20 November 2026', () => {
    expect(creditWarning('LUX', new Date('2025-09-01T12:00:00Z'))?.text).toBe(L312_5);
    expect(creditWarning('LUX', new Date('2026-11-20T12:00:00Z'))?.text).toBe(BELGIAN);
  });

  it('is null before a country had any wording', () => {
    expect(creditWarning('FR', new Date('2005-01-01T12:00:00Z'))).toBeNull();
  });

  describe('properties', () => {
    const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
    const country = fc.constantFrom('LUX' as const, 'BE' as const, 'FR' as const);

    it('never goes back to an older wording as time passes', () => {
      fc.assert(
        fc.property(country, instant, instant, (code, a, b) => {
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          const before = creditWarning(code, earlier);
          const after = creditWarning(code, later);
          if (before !== null) expect(after!.validFrom >= before.validFrom).toBe(true);
        }),
      );
    });

    it('gives a wording of the country that already applies that day', () => {
      fc.assert(
        fc.property(country, instant, (code, date) => {
          const warning = creditWarning(code, date);
          if (warning === null) return;
          expect(warning.country).toBe(code);
          expect(warning.validFrom <= legalDay(date)).toBe(true);
        }),
      );
    });
  });

  it('dates every entry with a real day and names its source', () => {
    for (const entry of creditWarnings) {
      expect(parseIsoDate(entry.validFrom), entry.validFrom).not.toBeNull();
      expect(entry.source.length).toBeGreaterThan(10);
    }
  });
});

describe('legalDay', () => {
  it('is the calendar day in Luxembourg, Belgium and France, summer and winter', () => {
    expect(legalDay(new Date('2026-11-19T23:30:00Z'))).toBe('2026-11-20');
    expect(legalDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(legalDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});

describe('representativeExample', () => {
  const figures = { amount: 10_000, duration: 48, rate: 4.5, apr: 4.59, monthlyPayment: 228.03, totalDue: 10_945.44, fees: 0 };

  it('words the example in French with French number formats', () => {
    expect(representativeExample(figures, 'FR', new Date('2025-09-01T12:00:00Z')).sentence).toBe(
      'Exemple représentatif\u00a0: pour un prêt de 10\u202f000\u00a0€ sur 48\u00a0mois au taux débiteur fixe de 4,50\u00a0%, TAEG fixe de 4,59\u00a0%, ' +
        'vous remboursez 48\u00a0mensualités de 228,03\u00a0€. Montant total dû\u00a0: 10\u202f945,44\u00a0€. Frais de dossier\u00a0: 0\u00a0€.',
    );
  });

  it('uses the Belgian name of the borrowing rate in Belgium', () => {
    expect(representativeExample(figures, 'BE', new Date('2025-09-01T12:00:00Z')).sentence).toContain(
      'au taux débiteur annuel fixe de 4,50\u00a0%',
    );
  });

  it('says when the rate is variable or revised after a first period, as the product states it', () => {
    expect(representativeExample({ ...figures, rateType: 'variable' }, 'LUX', new Date()).sentence).toContain(
      'au taux débiteur variable de 4,50\u00a0%, TAEG variable de 4,59\u00a0%',
    );
    expect(representativeExample({ ...figures, rateType: 'mixed' }, 'BE', new Date()).sentence).toContain(
      'au taux débiteur annuel révisable de 4,50\u00a0%, TAEG révisable de 4,59\u00a0%',
    );
    expect(representativeExample({ ...figures, rateType: null }, 'FR', new Date()).sentence).toContain('au taux débiteur fixe de');
  });

  it('prints cents only where there are some', () => {
    const sentence = representativeExample({ ...figures, amount: 12_500.5, fees: 150 }, 'FR', new Date()).sentence;
    expect(sentence).toContain('pour un prêt de 12\u202f500,50\u00a0€');
    expect(sentence).toContain('Frais de dossier\u00a0: 150\u00a0€.');
  });

  it('comes with the warning in force in that country on that day', () => {
    expect(representativeExample(figures, 'FR', new Date('2025-09-01T12:00:00Z')).warning?.text).toBe(L312_5);
    expect(representativeExample(figures, 'FR', new Date('2027-01-01T12:00:00Z')).warning?.validFrom).toBe('2026-11-20');
  });
});

describe('legalMentionsFor', () => {
  const figures = { amount: 10_000, duration: 48, rate: 4.5, apr: 4.59, monthlyPayment: 228.03, totalDue: 10_945.44, fees: 0 };
  const NOV_19 = new Date('2026-11-19T12:00:00Z');
  const NOV_20 = new Date('2026-11-20T12:00:00Z');

  it('gives each market its own warning, and France its new one from 20 November 2026', () => {
    expect(legalMentionsFor({ market: 'FR', date: NOV_19 }).warning?.text).toBe(L312_5);
    expect(legalMentionsFor({ market: 'FR', date: NOV_20 }).warning?.text).toBe(
      'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.',
    );
    expect(legalMentionsFor({ market: 'BE', date: NOV_19 }).warning?.text).toBe(BELGIAN);
    expect(legalMentionsFor({ market: 'LUX', date: NOV_20 }).warning?.text).toBe(BELGIAN);
    expect(legalMentionsFor({ market: 'FR', date: NOV_20 }).day).toBe('2026-11-20');
  });

  it('words the example from the offer’s own figures in the market’s terms, with its source', () => {
    const belgian = legalMentionsFor({ market: 'BE', date: NOV_20, context: { credit: 'consumer', example: figures } });
    expect(belgian.example?.text).toBe(representativeExample(figures, 'BE', NOV_20).sentence);
    expect(belgian.example?.text).toContain('taux débiteur annuel fixe de 4,50\u00a0%');
    expect(belgian.example?.source).toContain('VII.64');
    expect(legalMentionsFor({ market: 'FR', date: NOV_20, context: { example: figures } }).example?.source).toContain('L312-6');
    expect(legalMentionsFor({ market: 'LUX', date: NOV_20, context: { example: figures } }).example?.source).toContain('L. 224-4');
    expect(legalMentionsFor({ market: 'FR', date: NOV_20, context: { credit: 'consumer' } }).example).toBeNull();
  });

  it('adds France’s consolidation and mortgage mentions, and those only in France', () => {
    const consolidation = legalMentionsFor({ market: 'FR', date: NOV_20, context: { credit: 'consolidation' } });
    expect(consolidation.extra.map((mention) => mention.key)).toEqual(['consolidation']);
    expect(consolidation.extra[0]?.text).toContain('allongement de la durée de remboursement');
    expect(consolidation.extra[0]?.text).toContain('coût total du crédit plus élevé');
    const mortgage = legalMentionsFor({ market: 'FR', date: NOV_20, context: { credit: 'mortgage' } });
    expect(mortgage.extra.map((mention) => mention.key)).toEqual(['mortgage-reflection']);
    expect(mortgage.extra[0]?.text).toContain('délai de réflexion de dix jours');
    expect(mortgage.extra[0]?.text).toContain('la vente est subordonnée à l’obtention du prêt');
    for (const market of ['BE', 'LUX'] as const) {
      expect(legalMentionsFor({ market, date: NOV_20, context: { credit: 'consolidation' } }).extra).toEqual([]);
      expect(legalMentionsFor({ market, date: NOV_20, context: { credit: 'mortgage' } }).extra).toEqual([]);
    }
    expect(legalMentionsFor({ market: 'FR', date: NOV_20, context: { credit: 'consumer' } }).extra).toEqual([]);
    // Not before the article existed in that form (recodification of 1 July 2016).
    expect(legalMentionsFor({ market: 'FR', date: new Date('2016-06-30T12:00:00Z'), context: { credit: 'mortgage' } }).extra).toEqual([]);
  });

  it('names the broker as an intermediary, not a lender, in every market', () => {
    for (const market of ['LUX', 'BE', 'FR'] as const) {
      const mentions = legalMentionsFor({ market, date: NOV_20, context: { credit: 'mortgage', intermediary: 'Courtage Moselle' } });
      const intermediary = mentions.extra.find((mention) => mention.key === 'intermediary');
      expect(intermediary?.text).toBe('Courtage Moselle intervient en qualité d’intermédiaire de crédit et non de prêteur.');
      expect(intermediary?.source.length).toBeGreaterThan(10);
    }
  });

  it('dates and sources every context mention', () => {
    for (const entry of contextMentions) {
      expect(parseIsoDate(entry.validFrom), entry.validFrom).not.toBeNull();
      expect(entry.source.length).toBeGreaterThan(10);
    }
  });

  it('lists every wording it holds, for the scan of the other packages', () => {
    const wordings = everyLegalWording();
    expect(wordings).toContain(L312_5);
    expect(wordings).toContain(BELGIAN);
    expect(wordings.some((wording) => wording.includes('délai de réflexion de dix jours'))).toBe(true);
    expect(wordings.every((wording) => !wording.includes('{name}'))).toBe(true);
  });
});

describe('siteWarnings', () => {
  it('gives a chosen market its warning alone, without a label', () => {
    expect(siteWarnings('BE', new Date('2026-11-19T12:00:00Z'))).toEqual([
      { countries: ['BE'], label: null, mention: expect.objectContaining({ key: 'warning', text: BELGIAN }) },
    ]);
  });

  it('gives a visitor who chose none every market’s wording, once per wording, with the countries it is for', () => {
    expect(siteWarnings(undefined, new Date('2026-11-19T12:00:00Z')).map(({ label, mention }) => [label, mention.text])).toEqual([
      ['Luxembourg et France', L312_5],
      ['Belgique', BELGIAN],
    ]);
    expect(siteWarnings(undefined, new Date('2026-11-20T12:00:00Z')).map(({ label, mention }) => [label, mention.text])).toEqual([
      ['Luxembourg et Belgique', BELGIAN],
      ['France', 'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.'],
    ]);
  });
});

describe('advertisedCreditOf', () => {
  it('reads mortgages, consolidation and consumer credit from the category', () => {
    expect(advertisedCreditOf('pret-hypothecaire')).toBe('mortgage');
    expect(advertisedCreditOf('pret-immobilier')).toBe('mortgage');
    expect(advertisedCreditOf('regroupement-de-credit')).toBe('consolidation');
    expect(advertisedCreditOf('pret-personnel')).toBe('consumer');
    expect(advertisedCreditOf('pret-crypto')).toBe('consumer');
  });
});

describe('keepFiguresTogether', () => {
  it('keeps a number’s groups and its unit on one line, and leaves words alone', () => {
    expect(
      keepFiguresTogether('pour 10\u202f000\u00a0€ sur 96\u00a0mois à 3,50\u00a0% en 240\u00a0mensualités, 1\u202f234\u202f567\u00a0ans'),
    ).toBe('pour 10\u202f000\u00a0€ sur 96\u00a0mois à 3,50\u00a0% en 240\u00a0mensualités, 1\u202f234\u202f567\u00a0ans');
    expect(keepFiguresTogether('2 offres de 12 moisson')).toBe('2 offres de 12 moisson');
  });
});
