import type { MarketCountry } from '../catalogue/country.ts';
import { rateRank } from '../finance/rate-rank.ts';
import { formatEuros, formatNumber, formatPercent } from '../format/format-number.ts';
import type { MarketRates } from '../use-cases/market-rates-for.ts';
import { formatDuration } from '../format/format-duration.ts';

const IN_COUNTRY: Readonly<Record<MarketCountry, string>> = { LUX: 'au Luxembourg', BE: 'en Belgique', FR: 'en France' };

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Whose rate a sentence places: the visitor's (a calculator) or an offer's at an amount (its product page). */
export type RankedRate = { whose: 'visitor' } | { whose: 'offer'; amount: number };

/**
 * « Votre taux de 3,40 % est meilleur que 62 % des taux relevés ce mois-ci pour 20 ans au Luxembourg (143 relevés). »
 * Where no rate was observed this month it names the month it read; where none was ever observed it says so. The
 * share is rateRank's (strictly lower, rounded down): « tous » when every observation is beaten, « aucun » when none
 * is, « moins de 1 % » when a few are but not one in a hundred.
 */
export function marketRankText(market: MarketRates, rate: number, ranked: RankedRate = { whose: 'visitor' }): string {
  // Years when they are whole (« 20 ans »), else months; written here rather than through french-words.ts, which would
  // bring the browser its other words.
  const where = `pour ${formatDuration(market.duration, market.duration % 12 === 0 ? 'year' : 'month')} ${IN_COUNTRY[market.country]}`;
  if (market.month === null)
    return `Aucun taux n’a encore été relevé ${where}\u00a0: nous ne pouvons pas situer ${ranked.whose === 'visitor' ? 'votre taux' : 'ce taux'} par rapport au marché.`;
  const { beaten, count, percent } = rateRank(market.rates, rate);
  const [year, month] = market.month.split('-');
  const share =
    beaten === 0
      ? 'n’est meilleur qu’aucun des taux relevés'
      : beaten === count
        ? 'est meilleur que tous les taux relevés'
        : `est meilleur que ${percent === 0 ? 'moins de 1\u00a0%' : `${percent}\u00a0%`} des taux relevés`;
  const subject =
    ranked.whose === 'visitor'
      ? `votre taux de ${formatPercent(rate)}`
      : `le taux de cette offre pour ${formatEuros(ranked.amount, 0)}, ${formatPercent(rate)},`;
  const observations = `(${formatNumber(count, 0)}\u00a0relevé${count > 1 ? 's' : ''})`;
  if (market.current) return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${share} ce mois-ci ${where} ${observations}.`;
  return `Pas encore de relevé ce mois-ci ${where}\u00a0: ${subject} ${share} en ${MONTHS[Number(month) - 1]} ${year} ${observations}.`;
}
