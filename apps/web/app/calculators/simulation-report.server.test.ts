import {
  calculatorRulesOn,
  formatEuros,
  formatPercent,
  legalMentionsFor,
  marketCountries,
  type MarketCountry,
  type MarketMentions,
} from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import type { CalculatorLaw } from './calculator-law.ts';
import { pageAddress, simulationReport } from './simulation-report.server.ts';
import { SIMULATION_DEFAULTS, simulationView } from './simulation-view.ts';

const NOW = new Date('2026-11-27T10:00:00Z');

function lawOn(now: Date): CalculatorLaw {
  const rules = calculatorRulesOn(now, 'mortgage');
  const mentions = Object.fromEntries(
    marketCountries.map((country) => [
      country,
      {
        country,
        label: country,
        mentions: legalMentionsFor({ market: country, date: now, context: { credit: 'mortgage' } }),
      } as MarketMentions,
    ]),
  ) as Record<MarketCountry, MarketMentions>;
  return {
    now: now.toISOString(),
    credit: 'mortgage',
    mentions,
    rules: { day: rules.day, lending: rules.lending, ceilings: rules.ceilings },
  };
}

describe('simulationReport', () => {
  const law = lawOn(NOW);
  const values = { ...SIMULATION_DEFAULTS, pays: 'FR', montant: '200000', taux: '3,2', duree: '20', assurance: '0,3', frais: '1000' };
  const view = simulationView(values, law, false);
  const report = simulationReport(values, view, {
    law,
    url: pageAddress('https://pretscope.example', '/pret-hypothecaire/simulation', values),
  });

  it('carries the figures of the page, worded as the page words them', () => {
    const result = view.result!;
    expect(report?.headline).toBe('200\u202f000\u00a0€ sur 20\u00a0ans à 3,20\u00a0%');
    expect(report?.figures).toContainEqual({ label: 'Mensualité hors assurance', value: formatEuros(result.payment) });
    expect(report?.figures).toContainEqual({ label: 'TAEG', value: formatPercent(result.apr) });
    expect(report?.assumptions).toContainEqual({ label: 'Pays', value: 'France' });
    expect(report?.assumptions).toContainEqual({ label: 'Frais de dossier et de garantie', value: formatEuros(1000) });
  });

  it('has the whole year table with totals that add up to the loan', () => {
    const table = report!.tables[0]!;
    expect(table.rows).toHaveLength(20);
    expect(table.rows[19]?.[5]).toBe(formatEuros(0));
    expect(table.footer?.[3]).toBe(formatEuros(200_000));
  });

  it('names the rule applied with its source and day in French, and the country’s mentions', () => {
    expect(report!.sources[0]?.label).toMatch(/pour France .* en vigueur depuis le \d{1,2}(er)?\u00a0\p{L}+ \d{4}$/u);
    expect(report!.sources[0]?.source).toBe(law.rules.lending.FR.source);
    expect(report!.mentions[0]?.label).toBe(law.mentions.FR.mentions.warning?.text);
    expect(report!.madeAt).toEqual(NOW);
  });

  it('gives the address that computes it again, decimals readable', () => {
    expect(report!.url).toBe(
      'https://pretscope.example/pret-hypothecaire/simulation?pays=FR&montant=200000&taux=3,2&duree=20&assurance=0,3&frais=1000',
    );
  });

  it('is null for inputs the page refuses', () => {
    const refused = { ...values, montant: '-1' };
    expect(simulationReport(refused, simulationView(refused, law, false), { law, url: '' })).toBeNull();
  });
});
