import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComparatorCategory } from './comparator-query.ts';
import {
  chosenOffersFrom,
  MAX_CHOSEN_OFFERS,
  notComparedSentence,
  ownOfferFrom,
  ownOfferSentence,
  sideBySidePath,
  sideBySideQueryFrom,
} from './side-by-side-query.ts';

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
const params = (search: string) => new URLSearchParams(search);

describe('chosenOffersFrom', () => {
  it('reads ids written with commas or repeated as checkboxes send them, in their order, each once', () => {
    expect(chosenOffersFrom(params('offres=12,34'))).toEqual({ productIds: [12, 34], note: null });
    expect(chosenOffersFrom(params('offres=34&offres=12'))).toEqual({ productIds: [34, 12], note: null });
    expect(chosenOffersFrom(params('offres=12%2C+34&offres=12'))).toEqual({ productIds: [12, 34], note: null });
    expect(chosenOffersFrom(params(''))).toEqual({ productIds: [], note: null });
  });

  it('passes over what is no product id', () => {
    expect(chosenOffersFrom(params('offres=0,-3,abc,1.5,,7,99999999999')).productIds).toEqual([7]);
  });

  it('keeps the first three and says so when more are ticked', () => {
    expect(chosenOffersFrom(params('offres=1,2,3,4,5'))).toEqual({
      productIds: [1, 2, 3],
      note: 'Vous avez choisi 5 offres\u00a0: nous comparons les 3 premières de la liste.',
    });
  });

  describe('properties', () => {
    it('keeps the order of first appearance, each id once, at most three', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 8 }), (ids) => {
          const read = chosenOffersFrom(params(`offres=${ids.join(',')}`));
          const distinct = [...new Set(ids)];
          expect(read.productIds).toEqual(distinct.slice(0, MAX_CHOSEN_OFFERS));
          expect(read.note !== null).toBe(distinct.length > MAX_CHOSEN_OFFERS);
        }),
      );
    });
  });
});

describe('ownOfferFrom', () => {
  it('is none when every field is empty', () => {
    expect(ownOfferFrom(params('votre-taux=&vos-frais='), 250_000)).toMatchObject({ ok: true, offer: null });
  });

  it('reads French figures, fees and insurance at 0 when left empty', () => {
    expect(ownOfferFrom(params('votre-preteur=Ma++banque&votre-taux=3%2C45+%25'), 250_000)).toEqual({
      ok: true,
      offer: { lenderName: 'Ma banque', rate: 3.45, fees: 0, monthlyInsurance: 0 },
      form: { 'votre-preteur': 'Ma  banque', 'votre-taux': '3,45 %', 'vos-frais': '', 'votre-assurance': '' },
    });
    const full = ownOfferFrom(params('votre-taux=3.2&vos-frais=1+500+%E2%82%AC&votre-assurance=45%2C50'), 250_000);
    expect(full.ok && full.offer).toEqual({ lenderName: null, rate: 3.2, fees: 1500, monthlyInsurance: 45.5 });
  });

  it('says in French what it cannot take, under each field, keeping what was typed', () => {
    const read = ownOfferFrom(params('vos-frais=beaucoup&votre-assurance=-2'), 250_000);
    expect(read).toEqual({
      ok: false,
      errors: {
        'votre-taux': 'Indiquez le taux débiteur de votre offre, par exemple 3,45.',
        'vos-frais': 'Les frais doivent être un nombre en euros, par exemple 1\u202f500.',
        'votre-assurance': 'L’assurance doit être comprise entre 0\u00a0€ et 5\u202f000\u00a0€ par mois.',
      },
      form: { 'votre-preteur': '', 'votre-taux': '', 'vos-frais': 'beaucoup', 'votre-assurance': '-2' },
    });
    const tooHigh = ownOfferFrom(params('votre-taux=45&vos-frais=300000'), 250_000);
    expect(!tooHigh.ok && tooHigh.errors).toEqual({
      'votre-taux': 'Le taux doit être compris entre 0\u00a0% et 30\u00a0%.',
      'vos-frais': 'Les frais doivent être compris entre 0\u00a0€ et 250\u202f000\u00a0€.',
    });
  });
});

describe('sideBySideQueryFrom and sideBySidePath', () => {
  it('reads the terms as the category page does, and writes the shareable address back', () => {
    const read = sideBySideQueryFrom(mortgage, params('categorie=pret-hypothecaire&montant=250+000&duree=20&pays=BE&offres=12&offres=34'));
    if (!read.terms.ok) throw new Error('terms refused');
    expect(read.terms.request).toMatchObject({ amount: 250_000, duration: 240, country: 'BE' });
    expect(read.chosen.productIds).toEqual([12, 34]);
    expect(sideBySidePath(mortgage, read.terms.request, read.chosen.productIds)).toBe(
      '/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&pays=BE&offres=12,34',
    );
    expect(
      sideBySidePath(mortgage, { ...read.terms.request, country: null }, [12], {
        lenderName: 'Ma banque',
        rate: 3.1,
        fees: 500,
        monthlyInsurance: 0,
      }),
    ).toBe(
      '/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&pays=tous&offres=12&votre-preteur=Ma+banque&votre-taux=3.1&vos-frais=500',
    );
  });

  it('checks the own offer’s fees against the amount asked, and the category’s largest when the amount is refused', () => {
    expect(sideBySideQueryFrom(mortgage, params('montant=100000&duree=20&votre-taux=3&vos-frais=150000')).own.ok).toBe(false);
    const refused = sideBySideQueryFrom(mortgage, params('montant=abc&duree=20&votre-taux=3&vos-frais=150000'));
    expect(refused.terms.ok).toBe(false);
    expect(refused.own.ok).toBe(true);
  });

  it('round-trips: the path written reads back to the same request, offers and own offer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 5, max: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 3 }),
        fc.option(
          fc.record({
            lenderName: fc.option(fc.constantFrom('Ma banque', 'Crédit du Nord & Co', 'Banque « locale »'), { nil: null }),
            rate: fc.integer({ min: 0, max: 3000 }).map((cents) => cents / 100),
            fees: fc.integer({ min: 0, max: 50_000 }),
            monthlyInsurance: fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100),
          }),
          { nil: null },
        ),
        (amount, years, ids, own) => {
          const first = sideBySideQueryFrom(mortgage, params(`montant=${amount}&duree=${years}&pays=LUX`));
          if (!first.terms.ok) throw new Error('terms refused');
          const path = sideBySidePath(mortgage, first.terms.request, ids, own);
          const again = sideBySideQueryFrom(mortgage, new URL(path, 'https://example.org').searchParams);
          expect(again.terms.ok && again.terms.request).toEqual(first.terms.request);
          expect(again.chosen.productIds).toEqual(ids);
          expect(again.own.ok && again.own.offer).toEqual(own);
        },
      ),
    );
  });
});

describe('notComparedSentence', () => {
  it('says how many chosen offers are not compared, and for which terms', () => {
    expect(notComparedSentence(0, 250_000, 240, 'year')).toBeNull();
    expect(notComparedSentence(1, 250_000, 240, 'year')).toBe(
      'Une des offres choisies n’est pas proposée pour 250\u202f000\u00a0€ sur 20\u00a0ans dans cette liste\u00a0: elle n’est pas comparée ici.',
    );
    expect(notComparedSentence(2, 15_000, 48, 'month')).toMatch(
      /^2 des offres choisies ne sont pas proposées pour 15\u202f000\u00a0€ sur 48\u00a0mois/,
    );
  });
});

describe('ownOfferSentence', () => {
  it('says for which terms and in which convention the own offer is computed', () => {
    expect(ownOfferSentence({ country: 'BE', convention: 'equivalent' }, 250_000, 240, 'year')).toBe(
      'Votre offre est calculée pour 250\u202f000\u00a0€ sur 20\u00a0ans comme un prêteur belge la calcule (une mensualité au taux mensuel équivalent au taux annuel)\u202f; son TAEG compte vos frais et votre assurance.',
    );
    expect(ownOfferSentence({ country: null, convention: 'nominal' }, 15_000, 48, 'month')).toMatch(
      /^Votre offre est calculée pour 15\u202f000\u00a0€ sur 48\u00a0mois avec une mensualité au taux annuel divisé par 12\u202f; /,
    );
  });
});
