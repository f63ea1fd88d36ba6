import { countryLabels, marketCountries, reportMentions, type SimulationReport } from '@pretscope/core';
import type { CalculatorLaw } from './calculator-law.ts';
import {
  COMPARISON_NOTE,
  COMPARISON_ROWS,
  comparisonCaption,
  comparisonSummary,
  incomeRuleText,
  verdictText,
  type ComparisonValues,
  type ComparisonView,
} from './country-comparison-view.ts';
import { BUYER_OPTIONS, PROFILE_OPTIONS, PROPERTY_OPTIONS, REGION_OPTIONS, YEAR_OPTIONS } from './purchase-options.ts';
import { lendingSource, typedEuros, typedPercent, type ReportContext } from './simulation-report.server.ts';

/** The label of a select's value, as the form shows it. */
function choiceLabel(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/**
 * « Un projet, trois pays » as a document (/comparer-les-pays.pdf): the household and the purchase as typed, the
 * summary, the countries table with each one's verdict, what each lender counts of the income, the rules and
 * sources of the costs, loan-to-value and lending in each country (and what we could not confirm), the ceilings a
 * country's loan would break, and the mentions of the three countries. Null for refused inputs or a refusal.
 */
export function countryComparisonReport(
  values: ComparisonValues,
  view: ComparisonView,
  { url, law }: ReportContext,
): SimulationReport | null {
  const { comparison } = view;
  if (!comparison) return null;
  const { answers } = comparison;
  return {
    title: 'Un projet, trois pays',
    headline: comparisonCaption(answers),
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays où vous habitez', value: countryLabels[values.residence as keyof typeof countryLabels] ?? values.residence },
      { label: 'Pays où vous travaillez', value: countryLabels[values.travail as keyof typeof countryLabels] ?? values.travail },
      { label: 'Revenu net mensuel', value: typedEuros(values.revenus, 'aucun') },
      { label: 'Revenu net du co-emprunteur', value: typedEuros(values.revenus2, 'aucun') },
      { label: 'Crédits en cours, par mois', value: typedEuros(values.charges, 'aucun') },
      { label: 'Taux annuel', value: typedPercent(values.taux, '') },
      { label: 'Durée souhaitée', value: choiceLabel(YEAR_OPTIONS, values.duree) },
      { label: 'Taux d’assurance annuel', value: typedPercent(values.assurance, 'aucune') },
      { label: 'Prix du bien', value: typedEuros(values.prix, 'aucun') },
      { label: 'Apport personnel', value: typedEuros(values.apport, 'aucun') },
      { label: 'Votre situation', value: choiceLabel(PROFILE_OPTIONS, values.profil) },
      { label: 'Région (en Belgique)', value: choiceLabel(REGION_OPTIONS, values.region) },
      { label: 'Type de logement (en France)', value: choiceLabel(PROPERTY_OPTIONS, values.bien) },
      { label: 'Nombre d’acquéreurs (au Luxembourg)', value: choiceLabel(BUYER_OPTIONS, values.acquereurs) },
    ],
    figures: answers.map((answer) => ({ label: countryLabels[answer.country], value: verdictText(answer) })),
    notes: [
      comparisonSummary(answers),
      ...view.countries.flatMap(({ country, ceiling }) => (ceiling ? [`${countryLabels[country]}\u00a0: ${ceiling}`] : [])),
      COMPARISON_NOTE,
    ],
    tables: [
      {
        title: comparisonCaption(answers),
        headings: ['', ...answers.map((answer) => countryLabels[answer.country])],
        rows: [
          ...COMPARISON_ROWS.map((row) => [row.label, ...answers.map(row.cell)]),
          ['Faisable\u202f?', ...answers.map((answer) => (answer.feasible ? 'Oui' : 'Non'))],
        ],
      },
    ],
    sources: answers.flatMap((answer) => {
      const rule = answer.income.rule;
      const country = countryLabels[answer.country];
      return [
        {
          label: `${country}, revenus retenus\u00a0: ${incomeRuleText(answer)}${rule.unconfirmed ? ` À vérifier. ${rule.unconfirmed}` : ''}`,
          source: rule.source,
        },
        {
          label: `${country}, frais d’achat et quotité`,
          source: [answer.budget.rule.source, ...answer.budget.costs.sources].join('\u202f; '),
        },
        lendingSource(law, answer.country),
      ];
    }),
    mentions: threeCountriesMentions(law),
  };
}

/** The mentions of the three countries, as the page prints them under the comparison, each named by its country. */
function threeCountriesMentions(law: CalculatorLaw) {
  return marketCountries.flatMap((country) =>
    reportMentions(law.mentions[country].mentions).map((mention) => ({
      ...mention,
      label: `${countryLabels[country]}\u00a0: ${mention.label}`,
    })),
  );
}
