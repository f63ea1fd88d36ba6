import { durationParam, formatDuration, formatEuros, mayAdvertise, readDuration, type MarketCountry } from '@pretscope/core';

/**
 * Where a result sends the visitor next, with their numbers: the comparator's offers for the amount and duration
 * they found, and the request form filled in with them. Every tool result, product page and comparator row builds
 * its links here, so that the query each page reads is written in one place.
 *
 * The comparator (routes/category.tsx, core comparatorQueryFrom) reads `montant` (euros), `duree` (in the category's
 * unit, or in the unit its text names: « 25 ans », « 30 mois ») and `pays`; links write the unit (core durationParam).
 * The request forms (forms/lead-action.server.ts `requestDefaults`) read `montant`, `duree` (in the form's own
 * unit: years for the mortgage and real-estate forms, months for the others), `pays` and `produit` (a product id).
 */

/** The loan request forms, their paths and the unit in which their duration is typed (the route configs use these). */
export const REQUEST_FORMS = {
  mortgage: { path: '/pret-hypothecaire/demande', durationUnit: 'years' },
  realEstate: { path: '/pret-immobilier/demande', durationUnit: 'years' },
  personalLoan: { path: '/pret-personnel/demande', durationUnit: 'months' },
  consolidation: { path: '/regroupement-de-credit/demande-partners-finances', durationUnit: 'months' },
} as const satisfies Record<string, { path: string; durationUnit: 'years' | 'months' }>;

export type RequestForm = (typeof REQUEST_FORMS)[keyof typeof REQUEST_FORMS];

/** The request form that goes with a comparator category: mortgages and real estate have theirs, consumer credit the personal loan's. */
export function requestFormFor(categorySlug: string): RequestForm {
  switch (categorySlug) {
    case 'pret-hypothecaire':
      return REQUEST_FORMS.mortgage;
    case 'pret-immobilier':
      return REQUEST_FORMS.realEstate;
    case 'regroupement-de-credit':
      return REQUEST_FORMS.consolidation;
    default:
      return REQUEST_FORMS.personalLoan;
  }
}

/**
 * The mortgage comparator a home-buying tool links to: « prêt immobilier » is the French word for it, and that
 * category lists the French offers; Luxembourg and Belgium say « prêt hypothécaire ».
 */
export function mortgageCategoryFor(country: MarketCountry): 'pret-hypothecaire' | 'pret-immobilier' {
  return country === 'FR' ? 'pret-immobilier' : 'pret-hypothecaire';
}

export interface LoanTerms {
  /** Euros, whole. */
  amount: number;
  /** Months. */
  durationMonths: number;
  country?: MarketCountry;
}

/** A capacity as shown and linked: rounded DOWN to 100 € (one cannot borrow more than one's capacity). */
export function capacityShown(maxAmount: number): number {
  return Math.max(0, Math.floor(maxAmount / 100) * 100);
}

/** An amount needed, as shown and linked: rounded UP to 100 € (the loan must cover it). */
export function neededShown(amount: number): number {
  return Math.max(0, Math.ceil(amount / 100) * 100);
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The comparator's offers for these terms: `/pret-hypothecaire?montant=314600&duree=25+ans&pays=LUX`. */
export function offersUrl({ categoryPath, amount, durationMonths, country }: LoanTerms & { categoryPath: string }): string {
  const path = categoryPath.startsWith('/') ? categoryPath : `/${categoryPath}`;
  return `${path}${query({ montant: Math.round(amount), duree: durationParam(Math.round(durationMonths)), pays: country })}`;
}

/** The duration as a form of this unit is typed: 300 months → 25 in a form in years (rounded up to a whole year). */
function durationFor(form: RequestForm, durationMonths: number): number {
  return form.durationUnit === 'years' ? Math.ceil(durationMonths / 12) : Math.round(durationMonths);
}

/**
 * A request form filled in with these terms (and the product the visitor looked at, by id):
 * `/pret-hypothecaire/demande?montant=314600&duree=25&pays=LUX&produit=12`.
 */
export function requestUrl(form: RequestForm, terms: Partial<LoanTerms> & { productId?: number }): string {
  return `${form.path}${query({
    montant: terms.amount === undefined ? undefined : Math.round(terms.amount),
    duree: terms.durationMonths === undefined ? undefined : durationFor(form, terms.durationMonths),
    pays: terms.country,
    produit: terms.productId,
  })}`;
}

/** A duration in years when it is whole years (« 25 ans »), else in months (« 18 mois »). */
export function durationText(durationMonths: number): string {
  return formatDuration(durationMonths, durationMonths % 12 === 0 ? 'year' : 'month');
}

/** « Voir les 12 offres pour 314 600 € sur 25 ans » (one offer, none: said so; not counted yet: « Voir les offres … »). */
export function offersLinkText(count: number | null, amount: number, durationMonths: number): string {
  const terms = `pour ${formatEuros(amount, 0)} sur ${durationText(durationMonths)}`;
  if (count === null) return `Voir les offres ${terms}`;
  if (count === 0) return `Voir le comparateur ${terms}`;
  if (count === 1) return `Voir l’offre ${terms}`;
  return `Voir les ${count} offres ${terms}`;
}

/** « Faire une demande pour 314 600 € sur 25 ans ». */
export function requestLinkText(amount: number, durationMonths: number): string {
  return `Faire une demande pour ${formatEuros(amount, 0)} sur ${durationText(durationMonths)}`;
}

/**
 * A product's request link, for a comparator row or a product page: the request form of its category, filled in
 * with the terms shown and the product. `offerRequestUrl('pret-hypothecaire', { amount: 300000, durationMonths: 300,
 * country: 'LUX', productId: 12 })` → `/pret-hypothecaire/demande?montant=300000&duree=25&pays=LUX&produit=12`.
 */
export function offerRequestUrl(categorySlug: string, terms: Partial<LoanTerms> & { productId: number }): string {
  return requestUrl(requestFormFor(categorySlug), terms);
}

/**
 * The terms a page was linked with, in the comparator's parameters (`montant` in euros, `duree` in months unless its
 * text names years: « 25 ans »): what a product page passes on to its request link. Absent or out of range: left out.
 */
export function termsFromQuery(url: URL): Partial<LoanTerms> {
  const amount = Number(url.searchParams.get('montant'));
  const durationMonths = readDuration(url.searchParams.get('duree') ?? '', 'month') ?? Number.NaN;
  return {
    ...(Number.isFinite(amount) && amount > 0 && amount <= 100_000_000 ? { amount } : {}),
    ...(Number.isInteger(durationMonths) && durationMonths >= 1 && durationMonths <= 480 ? { durationMonths } : {}),
  };
}

/**
 * Another tool with the visitor's numbers kept: the calculators share their parameters' names (`pays`, `taux`,
 * `duree` in years, the capacity's `revenus`, `revenus2`, `charges`, `assurance`), so the values typed in one are
 * passed on to the next, those it does not read left out. Empty values are left out too.
 */
export function toolUrl(path: string, values: Readonly<Record<string, string | undefined>>, names: readonly string[]): string {
  return `${path}${query(Object.fromEntries(names.map((name) => [name, values[name]?.trim() || undefined])))}`;
}

/** The capacity's inputs, which « Combien emprunter ? » reads under the same names. */
export const CAPACITY_PARAMS = ['pays', 'revenus', 'revenus2', 'charges', 'taux', 'duree', 'assurance'] as const;

/** A result's next steps: the comparator's offers for the visitor's numbers, and the request form filled in with them. */
export interface NextSteps {
  /** Null where the category may not be advertised in that country, or without a loan to look for. */
  offers: { href: string; text: string; count: number | null } | null;
  request: { href: string; text: string };
}

/** What a tool result links on with: the comparator category and the terms found. */
export interface NextStepsTerms {
  categorySlug: string;
  amount: number;
  durationMonths: number;
  country: MarketCountry;
}

/** Whether the comparator would be linked for these terms (then its offers are worth counting). */
export function offersLinked({ categorySlug, amount, durationMonths, country }: NextStepsTerms): boolean {
  return amount > 0 && durationMonths > 0 && mayAdvertise(categorySlug, country);
}

/**
 * The next steps of a tool result, with the number of offers the comparator lists for these terms when it is known
 * (the server counts them: journey-links.server.ts), else a link that does not say how many.
 */
export function nextStepsFor(terms: NextStepsTerms, count: number | null): NextSteps {
  const { categorySlug, amount, durationMonths, country } = terms;
  const request = {
    href: requestUrl(requestFormFor(categorySlug), { amount, durationMonths, country }),
    text: requestLinkText(amount, durationMonths),
  };
  if (!offersLinked(terms)) return { offers: null, request };
  return {
    offers: {
      href: offersUrl({ categoryPath: categorySlug, amount, durationMonths, country }),
      text: offersLinkText(count, amount, durationMonths),
      count,
    },
    request,
  };
}
