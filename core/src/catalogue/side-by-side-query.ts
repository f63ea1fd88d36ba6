import type { RateConvention } from '../finance/rate-convention.ts';
import { formatEuros } from '../format/format-number.ts';
import { parseFrenchNumber } from '../format/parse-french-number.ts';
import { keepFiguresTogether } from '../legal/keep-figures-together.ts';
import type { MarketCountry } from './country.ts';
import {
  comparatorQueryFrom,
  comparatorSearch,
  termsLabel,
  type ComparatorCategory,
  type ComparatorQueryResult,
  type ComparatorRequest,
} from './comparator-query.ts';

/**
 * The side-by-side comparison (issue 19) as its URL carries it: the comparator's terms and filters (comparatorQueryFrom's
 * parameters), the category (`categorie`), the offers ticked in the list (`offres`: product ids, « 12,34 » or repeated
 * as a form sends checkboxes) and, optionally, the visitor's own offer from their bank:
 * - `votre-preteur`: the lender's name as the visitor types it (« Votre offre » when empty);
 * - `votre-taux`: its borrowing (nominal) rate in percent, « 3,45 »;
 * - `vos-frais`: its upfront fees in euros (file, guarantee), 0 when empty;
 * - `votre-assurance`: its borrower insurance in euros per month, 0 when empty.
 */
export const SIDE_BY_SIDE_PATH = '/comparer';
export const CATEGORY_PARAM = 'categorie';
export const CHOSEN_OFFERS_PARAM = 'offres';
export const OWN_OFFER_PARAMS = ['votre-preteur', 'votre-taux', 'vos-frais', 'votre-assurance'] as const;
export type OwnOfferParam = (typeof OWN_OFFER_PARAMS)[number];

/** At most this many offers of the list side by side (the visitor's own offer comes as one more column). */
export const MAX_CHOSEN_OFFERS = 3;
/** Columns a comparison needs. */
export const MIN_COMPARED = 2;

/** What the page says when it has fewer than two columns to show. */
export const CHOOSE_OFFERS_SENTENCE = 'Choisissez deux ou trois offres dans la liste pour les comparer côte à côte.';

/** The label of the visitor's own offer, and its name when they type none. */
export const OWN_OFFER_LABEL = 'Votre offre';

const MAX_OWN_RATE = 30;
const MAX_OWN_INSURANCE = 5_000;
const MAX_LENDER_NAME = 60;
const ID_TEXT = /^\d{1,9}$/;

/** The visitor's own offer, typed: the figures of their bank's offer for the same terms. */
export interface OwnOffer {
  /** The name they typed, or null. */
  lenderName: string | null;
  /** Borrowing (nominal) rate, annual percent: 3.45. */
  rate: number;
  /** Upfront fees, euros. */
  fees: number;
  /** Borrower insurance, euros per month. */
  monthlyInsurance: number;
}

export type OwnOfferForm = Record<OwnOfferParam, string>;

export type OwnOfferResult =
  | { ok: true; offer: OwnOffer | null; form: OwnOfferForm }
  | { ok: false; errors: Partial<Record<OwnOfferParam, string>>; form: OwnOfferForm };

/** The offers ticked, in the order they were ticked in (the list's), each once, at most MAX_CHOSEN_OFFERS. */
export interface ChosenOffers {
  productIds: number[];
  /** « Vous avez choisi 4 offres : … » when more were ticked than are compared; null otherwise. */
  note: string | null;
}

export interface SideBySideQuery {
  /** The comparator's terms and filters, as the category page reads them. */
  terms: ComparatorQueryResult;
  chosen: ChosenOffers;
  own: OwnOfferResult;
}

interface Params {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/**
 * The product ids of `offres`: « 12,34 », or `offres=12&offres=34` as a form's checkboxes send them. What is not a
 * positive whole number is no offer and is passed over; a repeated id counts once; beyond MAX_CHOSEN_OFFERS the
 * first ones are kept, and the note says so.
 */
export function chosenOffersFrom(params: Params): ChosenOffers {
  const ids: number[] = [];
  for (const value of params.getAll(CHOSEN_OFFERS_PARAM))
    for (const part of value.split(',')) {
      const text = part.trim();
      const id = ID_TEXT.test(text) ? Number(text) : 0;
      if (id > 0 && !ids.includes(id)) ids.push(id);
    }
  if (ids.length <= MAX_CHOSEN_OFFERS) return { productIds: ids, note: null };
  return {
    productIds: ids.slice(0, MAX_CHOSEN_OFFERS),
    note: `Vous avez choisi ${ids.length} offres\u00a0: nous comparons les ${MAX_CHOSEN_OFFERS} premières de la liste.`,
  };
}

/**
 * The visitor's own offer, read from its fields in French or plain figures (parseFrenchNumber): none when every field
 * is empty; else a rate is needed, from 0 to 30 %, fees from 0 to the amount borrowed, insurance from 0 to 5 000 € a
 * month. Each refusal is a French sentence under its field, with what was typed kept.
 */
export function ownOfferFrom(params: Pick<Params, 'get'>, amount: number): OwnOfferResult {
  const form = Object.fromEntries(OWN_OFFER_PARAMS.map((name) => [name, (params.get(name) ?? '').trim()])) as OwnOfferForm;
  if (OWN_OFFER_PARAMS.every((name) => form[name] === '')) return { ok: true, offer: null, form };
  const errors: Partial<Record<OwnOfferParam, string>> = {};

  const lenderName = form['votre-preteur'].replace(/\s+/g, ' ');
  if (lenderName.length > MAX_LENDER_NAME) errors['votre-preteur'] = `Le nom du prêteur doit tenir en ${MAX_LENDER_NAME} caractères.`;

  const rate = form['votre-taux'] === '' ? null : parseFrenchNumber(form['votre-taux']);
  if (form['votre-taux'] === '') errors['votre-taux'] = 'Indiquez le taux débiteur de votre offre, par exemple 3,45.';
  else if (rate === null) errors['votre-taux'] = 'Le taux doit être un nombre en pour cent, par exemple 3,45.';
  else if (rate < 0 || rate > MAX_OWN_RATE)
    errors['votre-taux'] = keepFiguresTogether(`Le taux doit être compris entre 0\u00a0% et ${MAX_OWN_RATE}\u00a0%.`);

  const fees = form['vos-frais'] === '' ? 0 : parseFrenchNumber(form['vos-frais']);
  if (fees === null) errors['vos-frais'] = 'Les frais doivent être un nombre en euros, par exemple 1\u202f500.';
  else if (fees < 0 || fees > amount)
    errors['vos-frais'] = keepFiguresTogether(`Les frais doivent être compris entre 0\u00a0€ et ${formatEuros(amount, 0)}.`);

  const insurance = form['votre-assurance'] === '' ? 0 : parseFrenchNumber(form['votre-assurance']);
  if (insurance === null) errors['votre-assurance'] = 'L’assurance doit être un nombre en euros par mois, par exemple 45.';
  else if (insurance < 0 || insurance > MAX_OWN_INSURANCE)
    errors['votre-assurance'] = keepFiguresTogether(
      `L’assurance doit être comprise entre 0\u00a0€ et ${formatEuros(MAX_OWN_INSURANCE, 0)} par mois.`,
    );

  if (Object.keys(errors).length > 0 || rate === null || fees === null || insurance === null) return { ok: false, errors, form };
  return { ok: true, offer: { lenderName: lenderName || null, rate, fees, monthlyInsurance: insurance }, form };
}

/**
 * Reads a side-by-side comparison's URL for its category: the terms and filters exactly as the category page reads
 * them (comparatorQueryFrom), the offers ticked, and the visitor's own offer (checked against the amount asked, or
 * the category's largest when the amount itself is refused).
 */
export function sideBySideQueryFrom(
  category: ComparatorCategory,
  params: Params,
  options: { visitor?: MarketCountry | undefined } = {},
): SideBySideQuery {
  const terms = comparatorQueryFrom(category, params, options);
  return {
    terms,
    chosen: chosenOffersFrom(params),
    own: ownOfferFrom(params, terms.ok ? terms.request.amount : category.config.bounds.maxAmount),
  };
}

/**
 * A comparison's shareable address, its parameters in the order the pages write them:
 * `/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&pays=BE&offres=12,34` and the own offer's fields when
 * there is one. The country is always written: a shared link says what it was computed for.
 */
export function sideBySidePath(
  category: ComparatorCategory,
  request: ComparatorRequest,
  productIds: readonly number[],
  own: OwnOffer | null = null,
): string {
  const search = new URLSearchParams({ [CATEGORY_PARAM]: category.slug });
  for (const [name, value] of comparatorSearch(category, request, { explicitCountry: true })) search.append(name, value);
  const ownParams = own
    ? new URLSearchParams({
        ...(own.lenderName ? { 'votre-preteur': own.lenderName } : {}),
        'votre-taux': String(own.rate),
        ...(own.fees > 0 ? { 'vos-frais': String(own.fees) } : {}),
        ...(own.monthlyInsurance > 0 ? { 'votre-assurance': String(own.monthlyInsurance) } : {}),
      })
    : null;
  // The ids' commas stay as typed: `offres=12,34` reads better in a shared link than `offres=12%2C34`.
  const ids = productIds.length > 0 ? `&${CHOSEN_OFFERS_PARAM}=${productIds.join(',')}` : '';
  return `${SIDE_BY_SIDE_PATH}?${search}${ids}${ownParams ? `&${ownParams}` : ''}`;
}

/**
 * Why chosen offers are not in the comparison: not listed for these terms (no longer shown, of another category, or
 * outside the amounts and durations its lender lends). Null when every offer asked is there.
 */
export function notComparedSentence(count: number, amount: number, duration: number, unit: ComparatorRequest['unit']): string | null {
  if (count <= 0) return null;
  const terms = termsLabel(amount, duration, unit);
  return keepFiguresTogether(
    count === 1
      ? `Une des offres choisies n’est pas proposée pour ${terms} dans cette liste\u00a0: elle n’est pas comparée ici.`
      : `${count} des offres choisies ne sont pas proposées pour ${terms} dans cette liste\u00a0: elles ne sont pas comparées ici.`,
  );
}

const LENDER_OF: Readonly<Record<MarketCountry, string>> = {
  LUX: 'un prêteur luxembourgeois',
  BE: 'un prêteur belge',
  FR: 'un prêteur français',
};
const CONVENTION_WORDS: Readonly<Record<RateConvention, string>> = {
  nominal: 'une mensualité au taux annuel divisé par 12',
  equivalent: 'une mensualité au taux mensuel équivalent au taux annuel',
};

/**
 * How the visitor's own offer was computed, under the comparison: « Votre offre est calculée pour 250 000 € sur 20 ans
 * comme un prêteur belge la calcule (une mensualité au taux mensuel équivalent au taux annuel) ; son TAEG compte vos
 * frais et votre assurance. »
 */
export function ownOfferSentence(
  own: { country: MarketCountry | null; convention: RateConvention },
  amount: number,
  duration: number,
  unit: ComparatorRequest['unit'],
): string {
  const how = own.country
    ? `comme ${LENDER_OF[own.country]} la calcule (${CONVENTION_WORDS[own.convention]})`
    : `avec ${CONVENTION_WORDS[own.convention]}`;
  return keepFiguresTogether(
    `${OWN_OFFER_LABEL} est calculée pour ${termsLabel(amount, duration, unit)} ${how}\u202f; son TAEG compte vos frais et votre assurance.`,
  );
}
