import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../format/format-duration.ts';
import { formatEuros, formatNumber } from '../format/format-number.ts';
import { comparatorQueryFrom, comparatorSearch, observationSentence, type ComparatorCategory } from './comparator-query.ts';
import { durationParam, readDuration } from './duration-param.ts';

const mortgage: ComparatorCategory = {
  slug: 'pret-hypothecaire',
  config: {
    amounts: [100_000, 200_000, 300_000, 400_000],
    durations: [120, 180, 240, 300, 360],
    amountIndex: 3,
    durationIndex: 3,
    durationUnit: 'year',
    bounds: { minAmount: 50_000, maxAmount: 2_000_000, minDuration: 60, maxDuration: 360 },
  },
};
const carLoan: ComparatorCategory = {
  slug: 'pret-auto',
  config: {
    amounts: [5_000, 20_000],
    durations: [24, 60],
    amountIndex: 1,
    durationIndex: 1,
    durationUnit: 'month',
    bounds: { minAmount: 1_500, maxAmount: 100_000, minDuration: 6, maxDuration: 96 },
  },
};
const params = (search: string) => new URLSearchParams(search);

describe('comparatorQueryFrom', () => {
  it('reads French amounts and mortgage durations in years, exactly as typed', () => {
    for (const montant of ['250\u202f000', '250\u00a0000\u00a0€', '250000', '250\u202f000,00']) {
      const read = comparatorQueryFrom(mortgage, params(`montant=${encodeURIComponent(montant)}&duree=20`));
      expect(read.ok && read.request).toMatchObject({ amount: 250_000, duration: 240, unit: 'year' });
    }
    const half = comparatorQueryFrom(mortgage, params('montant=275000&duree=22%2C5'));
    expect(half.ok && half.request).toMatchObject({ amount: 275_000, duration: 270 });
    // An explicit unit wins: an old link in months still says what it means.
    const months = comparatorQueryFrom(mortgage, params('duree=300+mois'));
    expect(months.ok && months.request.duration).toBe(300);
    const years = comparatorQueryFrom(carLoan, params('duree=3+ans'));
    expect(years.ok && years.request.duration).toBe(36);
  });

  it('takes consumer credit durations in months, and each category’s defaults for empty fields', () => {
    const read = comparatorQueryFrom(carLoan, params('montant=&duree=48'));
    expect(read.ok && read.request).toMatchObject({ amount: 20_000, duration: 48, unit: 'month', sort: 'apr' });
    const defaults = comparatorQueryFrom(mortgage, params(''));
    expect(defaults.ok && defaults.request).toMatchObject({ amount: 400_000, duration: 300, sort: 'rate' });
    expect(defaults.ok && defaults.form).toMatchObject({ montant: formatNumber(400_000, 0), duree: '25' });
  });

  it('refuses what it cannot read or the category cannot lend, in French, and keeps what was typed', () => {
    const read = comparatorQueryFrom(mortgage, params('montant=beaucoup&duree=60'));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.montant).toBe('Le montant doit être un nombre en euros, par exemple 250\u202f000.');
    // « 60 » years is too long; as months it would fit, so the error says how to write that, rather than read it so.
    expect(read.errors.duree).toBe(
      `La durée doit être comprise entre ${formatDuration(60, 'year')} et ${formatDuration(360, 'year')}. ` +
        'Pour 60\u00a0mois, écrivez 5 ou «\u202f60\u00a0mois\u202f».',
    );
    const oldLink = comparatorQueryFrom(mortgage, params('duree=250'));
    expect(!oldLink.ok && oldLink.errors.duree).toMatch(/Pour 250.mois, écrivez «.250.mois.»\.$/);
    const tooLong = comparatorQueryFrom(mortgage, params('duree=400'));
    expect(!tooLong.ok && tooLong.errors.duree).toBe(
      `La durée doit être comprise entre ${formatDuration(60, 'year')} et ${formatDuration(360, 'year')}.`,
    );
    expect(read.form).toMatchObject({ montant: 'beaucoup', duree: '60' });
    const tooMuch = comparatorQueryFrom(carLoan, params('montant=250000'));
    expect(!tooMuch.ok && tooMuch.errors.montant).toBe(
      `Le montant doit être compris entre ${formatEuros(1_500, 0)} et ${formatEuros(100_000, 0)}.`,
    );
    const partMonth = comparatorQueryFrom(mortgage, params('duree=20,1'));
    expect(!partMonth.ok && partMonth.errors.duree).toBe('La durée doit tomber sur un nombre entier de mois.');
  });

  it('reads the filters and the sort, the visitor’s country by default', () => {
    const read = comparatorQueryFrom(mortgage, params('taux=variable&via=courtier&tri=taeg'), { visitor: 'BE' });
    expect(read.ok && read.request).toMatchObject({ country: 'BE', rateType: 'variable', channel: 'broker', sort: 'apr' });
    const all = comparatorQueryFrom(mortgage, params('pays=tous&taux=nimporte'), { visitor: 'BE' });
    expect(all.ok && all.request).toMatchObject({ country: null, rateType: null, channel: null, sort: 'rate' });
    const lux = comparatorQueryFrom(mortgage, params('pays=LUX'), { visitor: 'BE' });
    expect(lux.ok && lux.request.country).toBe('LUX');
  });

  it('writes the request back as the URL the forms make', () => {
    const read = comparatorQueryFrom(mortgage, params('montant=250+000+€&duree=20&pays=BE&tri=taeg&taux=fixe'));
    if (!read.ok) throw new Error('refused');
    expect(String(comparatorSearch(mortgage, read.request))).toBe('montant=250000&duree=20&pays=BE&taux=fixe&tri=taeg');
    expect(String(comparatorSearch(mortgage, read.request, { visitor: 'BE' }))).toBe('montant=250000&duree=20&taux=fixe&tri=taeg');
  });

  it('says which observation an offer uses', () => {
    const sentence = observationSentence(
      { observedAmount: 250_000, observedDuration: 240, observedAt: new Date('2026-11-03T00:00:00Z') },
      'year',
    );
    expect(sentence).toBe(`taux relevé pour ${formatEuros(250_000, 0)} sur ${formatDuration(240, 'year')}, le 3\u00a0novembre 2026`);
  });

  describe('properties', () => {
    it('never changes a number it accepts: the amount and duration read back through the URL it writes', () => {
      fc.assert(
        fc.property(fc.integer({ min: 50_000, max: 2_000_000 }), fc.integer({ min: 5, max: 30 }), (amount, years) => {
          const read = comparatorQueryFrom(mortgage, params(`montant=${amount}&duree=${years}`));
          if (!read.ok) throw new Error('refused');
          expect(read.request).toMatchObject({ amount, duration: years * 12 });
          const again = comparatorQueryFrom(mortgage, comparatorSearch(mortgage, read.request));
          expect(again.ok && again.request).toEqual(read.request);
          const fromForm = comparatorQueryFrom(mortgage, params(new URLSearchParams(read.form).toString()));
          expect(fromForm.ok && fromForm.request).toEqual(read.request);
        }),
      );
    });
  });
});

describe('durationParam', () => {
  it('names its unit, so a link reads the same in a category counted in years or in months', () => {
    expect(durationParam(300)).toBe('25 ans');
    expect(durationParam(18)).toBe('18 mois');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.constantFrom('year' as const, 'month' as const), (months, unit) => {
        expect(readDuration(durationParam(months), unit)).toBe(months);
      }),
    );
  });
});
