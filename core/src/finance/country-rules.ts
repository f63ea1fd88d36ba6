import type { Country, CountryRule, CountryRuleInForce } from './country-rule.ts';

/**
 * Lending rules per country, as dated data: each version names its source and the day it applies from, and
 * `rulesFor` picks the version in force on a given day. A change of rule is a new version appended to the list,
 * never an edit of an old one, so a simulation dated in the past keeps giving the answer it gave then.
 *
 * What is law and what is bank practice is said for each figure: only France caps the debt ratio by regulation;
 * Luxembourg and Belgium cap the loan-to-value (LTV) ratio, and their debt-ratio and duration figures are the
 * common bank practice, which a lender may exceed or undercut.
 *
 * What one version holds, and the checks of a country or buyer profile, are country-rule.ts, which holds no
 * version: a page computing in the browser gets the day's versions from the server (`lendingRulesOn`).
 */

/** Versions of each country's rules, oldest first. */
export const COUNTRY_RULES: Readonly<Record<Country, readonly CountryRule[]>> = {
  LUX: [
    {
      // CSSF Regulation N° 20-08 of 3 December 2020 (borrower-based measures for residential real estate credit,
      // taken on the Comité du risque systémique's recommendation of 9 November 2020, under the law of
      // 4 December 2019), in force 1 January 2021 (numbered 20-08 in the CSSF's own technical FAQ).
      // LTV limits: 100 % for a first-time buyer of their primary residence, 90 % for other buyers of a primary
      // residence (a lender may go to 100 % within a quota), 80 % for everything else (buy-to-let).
      // No legal debt-ratio cap: 40 % of net income is bank practice, not law (brokers quote 40 to 45 %, up to 50 %
      // when the remaining income is high; mortgage.lu). Duration: bank practice 30 years, some lenders 35 for
      // young first-time buyers (mortgage.lu). Lenders quote nominal rates (annual / 12).
      validFrom: '2021-01-01',
      source:
        'CSSF, règlement CSSF N° 20-08 du 3 décembre 2020 (limites LTV, en vigueur le 1er janvier 2021)\u202f; ' +
        'taux d’endettement de 40\u00a0% et durée de 30\u00a0ans\u00a0: pratique bancaire, non réglementaire',
      maxDebtRatio: 0.4,
      debtRatioIncludesInsurance: false,
      maxDurationMonths: 360,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 0.9, other: 0.8 },
      rateConvention: 'nominal',
    },
  ],
  BE: [
    {
      // Banque nationale de Belgique, prudential expectations for Belgian mortgage loans (circular NBB_2019_27),
      // in force 1 January 2020. They are expectations with tolerance quotas on each lender's yearly production,
      // not per-loan prohibitions: owner-occupied LTV 90 %, of which first-time buyers may exceed it for 35 % of
      // the production (at most 5 % above 100 %), other owner-occupiers for 20 % (none above 100 %); buy-to-let
      // LTV 80 % (10 % tolerance, none above 90 %); risk pockets LTV > 90 % with DSTI > 50 % or DTI > 9 limited
      // to 5 %. We use 100 % for first-time buyers (what the tolerance allows), 90 % and 80 % otherwise.
      // Debt ratio: no legal cap; the common bank rule of thumb is one third of net income ("en règle générale,
      // l'acquéreur consacre maximum 1/3 de ses revenus", L'Echo), with some banks going to 40 % for higher incomes
      // (BNP Paribas Fortis, L'Echo). We take the common third; callers may pass their own cap.
      // Duration: practice is 20 to 25 years, 25 the usual ceiling; some large banks go to 30 under conditions
      // (energy performance), beyond is rare (meilleurtaux.be, June 2025). The NBB expectations set no maturity cap.
      // Rates: the periodic rate equivalent to the annual rate, Code de droit économique art. I.9, 44°.
      validFrom: '2020-01-01',
      source:
        'BNB, attentes prudentielles pour le crédit hypothécaire (circulaire NBB_2019_27, en vigueur le 1er janvier 2020)\u202f; ' +
        'taux d’endettement d’un tiers et durée de 25\u00a0ans\u00a0: pratique bancaire\u202f; taux périodique équivalent (CDE art. I.9, 44°)',
      maxDebtRatio: 1 / 3,
      debtRatioIncludesInsurance: false,
      maxDurationMonths: 300,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 0.9, other: 0.8 },
      rateConvention: 'equivalent',
    },
  ],
  FR: [
    {
      // HCSF recommendation R-HCSF-2021-1 of 27 January 2021: debt ratio ("taux d'effort") at most 35 % of net
      // income, borrower insurance included; duration at most 25 years (27 when amortisation is deferred, e.g. a
      // new-build bought off-plan or works); 20 % of each lender's production may depart from it.
      // No regulatory LTV cap in France: banks usually want own funds for the fees, but no rule requires it.
      validFrom: '2021-01-27',
      source: 'HCSF, recommandation R-HCSF-2021-1 du 27 janvier 2021 (taux d’effort 35\u00a0% assurance comprise, 25\u00a0ans)',
      maxDebtRatio: 0.35,
      debtRatioIncludesInsurance: true,
      maxDurationMonths: 300,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 1, other: 1 },
      rateConvention: 'nominal',
    },
    {
      // HCSF decision D-HCSF-2021-7 of 29 September 2021 made the same limits binding from 1 January 2022:
      // 35 % including insurance, 25 years (+2 years of deferred amortisation for new-builds, VEFA or works, kept
      // out of the general cap here), 20 % flexibility margin. Still no LTV cap (1 = none).
      validFrom: '2022-01-01',
      source:
        'HCSF, décision D-HCSF-2021-7 du 29 septembre 2021 (en vigueur le 1er janvier 2022\u00a0: taux d’effort 35\u00a0% assurance comprise, 25\u00a0ans, 27\u00a0ans avec différé)',
      maxDebtRatio: 0.35,
      debtRatioIncludesInsurance: true,
      maxDurationMonths: 300,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 1, other: 1 },
      rateConvention: 'nominal',
    },
  ],
};

/**
 * The calendar day of `date` as 'YYYY-MM-DD', read in local time: `new Date(2025, 0, 1)` and
 * `new Date('2025-01-01')` are both 1 January in Luxembourg, Brussels and Paris (UTC+1/+2), which is where
 * the rules apply. An invalid date is a programming error.
 */
export function calendarDay(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('calendarDay needs a valid date');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/**
 * The version in force on `date`: the last one whose `validFrom` is on or before that day. Before the first
 * version the first one answers (our data starts where the rules we model start; a simulation dated earlier
 * is shown with the oldest rule we know rather than none). `versions` must be non-empty and oldest first.
 */
export function versionInForce<T extends { validFrom: string }>(versions: readonly T[], date: Date): T {
  const first = versions[0];
  if (first === undefined) throw new RangeError('versionInForce needs at least one version');
  const day = calendarDay(date);
  let found = first;
  for (const version of versions) {
    if (version.validFrom <= day) found = version;
    else break;
  }
  return found;
}

/** The lending rules of `country` in force on `date` (today by default). */
export function rulesFor(country: Country, date: Date = new Date()): CountryRuleInForce {
  return { country, ...versionInForce(COUNTRY_RULES[country], date) };
}

/** The lending rules of every country in force on `date` (`rulesFor` of each): plain data a page can send to the browser. */
export function lendingRulesOn(date: Date): Record<Country, CountryRuleInForce> {
  return { LUX: rulesFor('LUX', date), BE: rulesFor('BE', date), FR: rulesFor('FR', date) };
}
