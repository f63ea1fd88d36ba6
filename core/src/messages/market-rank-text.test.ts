import { describe, expect, it } from 'vitest';
import type { MarketRates } from '../use-cases/market-rates-for.ts';
import { marketRankText } from './market-rank-text.ts';

const market = (fields: Partial<MarketRates>): MarketRates => ({
  categorySlug: 'pret-hypothecaire',
  country: 'LUX',
  duration: 240,
  month: '2027-03',
  current: true,
  // 143 observations, 89 of them above 3,40 %.
  rates: [
    [3.2, 54],
    [3.7, 89],
  ],
  ...fields,
});

describe('marketRankText', () => {
  it('writes the issue’s sentence for this month', () => {
    expect(marketRankText(market({}), 3.4)).toBe(
      'Votre taux de 3,40\u00a0% est meilleur que 62\u00a0% des taux relevés ce mois-ci pour 20\u00a0ans au Luxembourg (143\u00a0relevés).',
    );
  });

  it('speaks of the offer on a product page', () => {
    expect(marketRankText(market({ country: 'BE', duration: 180 }), 3.4, { whose: 'offer', amount: 200_000 })).toBe(
      'Le taux de cette offre pour 200\u202f000\u00a0€, 3,40\u00a0%, est meilleur que 62\u00a0% des taux relevés ce mois-ci pour 15\u00a0ans en Belgique (143\u00a0relevés).',
    );
  });

  it('names the month it read when this month has no observation yet', () => {
    expect(marketRankText(market({ current: false, month: '2027-02', country: 'FR' }), 3.4)).toBe(
      'Pas encore de relevé ce mois-ci pour 20\u00a0ans en France\u00a0: votre taux de 3,40\u00a0% est meilleur que 62\u00a0% des taux relevés en février 2027 (143\u00a0relevés).',
    );
  });

  it('says so when no rate was ever observed, with no figure', () => {
    const text = marketRankText(market({ month: null, current: false, rates: [] }), 3.4);
    expect(text).toBe(
      'Aucun taux n’a encore été relevé pour 20\u00a0ans au Luxembourg\u00a0: nous ne pouvons pas situer votre taux par rapport au marché.',
    );
  });

  it('says « tous », « aucun » and « moins de 1 % » rather than 100 %, 0 % or a rounded 0 %', () => {
    expect(marketRankText(market({}), 3)).toContain('est meilleur que tous les taux relevés');
    expect(marketRankText(market({}), 3.7)).toContain('n’est meilleur qu’aucun des taux relevés');
    expect(
      marketRankText(
        market({
          rates: [
            [3, 1],
            [4, 199],
          ],
        }),
        4,
      ),
    ).toBe(
      'Votre taux de 4,00\u00a0% n’est meilleur qu’aucun des taux relevés ce mois-ci pour 20\u00a0ans au Luxembourg (200\u00a0relevés).',
    );
    expect(
      marketRankText(
        market({
          rates: [
            [3, 199],
            [4, 1],
          ],
        }),
        3,
      ),
    ).toContain('meilleur que moins de 1\u00a0% des taux');
    expect(marketRankText(market({ rates: [[4, 1]] }), 3)).toContain('(1\u00a0relevé).');
    expect(
      marketRankText(
        market({
          rates: [
            [3, 1_200],
            [4, 34],
          ],
        }),
        3.5,
      ),
    ).toContain('(1\u202f234\u00a0relevés)');
  });
});
