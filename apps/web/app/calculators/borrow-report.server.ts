import { countryLabels, formatDuration, formatEuros, formatPercent, reportMentions, type SimulationReport } from '@pretscope/core';
import { capacityShown, neededShown } from '../routing/journey-links.ts';
import type { BorrowView } from './borrow-view.ts';
import { countryName } from './capacity-view.tsx';
import { toCountry, type RawValues } from './form-values.ts';
import type { AidField, HousingAidsView } from './housing-aids-view.ts';
import { BUYER_OPTIONS, PROFILE_OPTIONS, PROPERTY_OPTIONS, REGION_OPTIONS, YEAR_OPTIONS } from './purchase-options.ts';
import { reachVerdictReport } from './reach-verdict-report.server.ts';
import { lendingSource, ruleDay, typedEuros, typedPercent, type ReportContext } from './simulation-report.server.ts';

/** The label of a select's value, as the form shows it. */
function choiceLabel(choices: readonly { value: string; label: string }[], value: string | undefined): string {
  return choices.find((choice) => choice.value === value)?.label ?? value ?? '';
}

/** An aid's field as typed: a select's label, an amount in euros as the site writes it. */
function aidFieldFact(field: AidField, value: string): { label: string; value: string } {
  if (field.options) return { label: field.label, value: choiceLabel(field.options, value) };
  if (field.label.endsWith(' (€)')) return { label: field.label.slice(0, -' (€)'.length), value: typedEuros(value, 'non indiqué') };
  return { label: field.label, value: value.trim() || 'non indiqué' };
}

/** Euros rounded to 100 €, as the page shows the purchase's costs. */
const hundreds = (value: number) => formatEuros(Math.round(value / 100) * 100, 0);

/**
 * « Combien emprunter ? » as a document (/pret-hypothecaire/combien-emprunter.pdf): the incomes, the loan and the
 * purchase as typed, the feasibility verdict with its fixes, the capacity and the budget as the page rounds them,
 * the acquisition costs table with its notes, the housing aids the loader computed (France's PTZ, Luxembourg's
 * aids, with their fields, what is not computed and what we could not confirm), the refusals and the ceiling the
 * page says, the rules with their day and sources, and the country's mentions. Null when the page has neither a
 * capacity nor a budget to show.
 */
export function borrowReport(
  values: RawValues<keyof BorrowView['values']>,
  view: BorrowView,
  aids: HousingAidsView | null,
  { url, law }: ReportContext,
): SimulationReport | null {
  const capacity = view.capacity.capacity;
  const budget = view.budget.budget;
  if (!capacity && !budget) return null;
  const country = toCountry(values.pays);
  const verdict = view.verdict ? reachVerdictReport(view.verdict) : { notes: [], sources: [] };
  const maxAmount = capacity ? formatEuros(capacityShown(capacity.maxAmount), 0) : null;
  const loanNeeded = budget ? formatEuros(neededShown(budget.loanNeeded), 0) : null;
  const headline =
    loanNeeded && maxAmount
      ? `Prêt nécessaire\u00a0: ${loanNeeded}, pour une capacité d’emprunt de ${maxAmount}`
      : loanNeeded
        ? `Prêt nécessaire\u00a0: ${loanNeeded}`
        : `Montant maximal empruntable\u00a0: ${maxAmount}`;
  return {
    title: 'Combien emprunter\u202f?',
    headline,
    madeAt: new Date(law.now),
    url,
    assumptions: [
      { label: 'Pays', value: countryLabels[country] },
      { label: 'Revenu net mensuel', value: typedEuros(values.revenus, 'aucun') },
      { label: 'Revenu net mensuel du co-emprunteur', value: typedEuros(values.revenus2, 'aucun') },
      { label: 'Crédits en cours, par mois', value: typedEuros(values.charges, 'aucun') },
      { label: 'Taux annuel', value: typedPercent(values.taux, '') },
      { label: 'Durée', value: choiceLabel(YEAR_OPTIONS, values.duree) },
      { label: 'Taux d’assurance annuel', value: typedPercent(values.assurance, 'aucune') },
      { label: 'Prix du bien', value: typedEuros(values.prix, 'aucun') },
      { label: 'Apport personnel', value: typedEuros(values.apport, 'aucun') },
      { label: 'Votre situation', value: choiceLabel(PROFILE_OPTIONS, values.profil) },
      // Only the chosen country's own field counts (the page shows it alone).
      ...(country === 'BE' ? [{ label: 'Région (Belgique)', value: choiceLabel(REGION_OPTIONS, values.region) }] : []),
      ...(country === 'FR' ? [{ label: 'Type de logement (France)', value: choiceLabel(PROPERTY_OPTIONS, values.bien) }] : []),
      ...(country === 'LUX' ? [{ label: 'Nombre d’acquéreurs (Luxembourg)', value: choiceLabel(BUYER_OPTIONS, values.acquereurs) }] : []),
      ...(aids ? aids.fields.map((field) => aidFieldFact(field, aids.values[field.name])) : []),
    ],
    figures: [
      ...(capacity && maxAmount
        ? [
            // As the page: amounts to 100 € (the capacity rounded down), monthly figures to the euro.
            { label: 'Montant maximal empruntable', value: maxAmount },
            { label: 'Mensualité maximale (hors assurance)', value: formatEuros(capacity.maxMonthlyPayment, 0) },
            { label: 'Assurance par mois', value: formatEuros(capacity.monthlyInsurance, 0) },
            { label: 'Taux d’endettement', value: formatPercent(capacity.debtRatio * 100) },
            { label: 'Reste à vivre par mois', value: formatEuros(capacity.remainingIncome, 0) },
            { label: 'Durée retenue', value: formatDuration(capacity.duration, capacity.duration % 12 === 0 ? 'year' : 'month') },
          ]
        : []),
      ...(budget && loanNeeded
        ? [
            { label: 'Total des frais', value: hundreds(budget.costs.total) },
            { label: 'Prix + frais', value: hundreds(budget.totalNeeded) },
            { label: 'Apport utilisé', value: hundreds(budget.ownFundsUsed) },
            { label: 'Prêt nécessaire', value: loanNeeded },
            { label: 'Quotité (LTV)', value: formatPercent(budget.ltv * 100) },
            { label: 'Plafond de LTV', value: formatPercent(budget.ltvCap * 100, 0) },
          ]
        : []),
      ...(aids ? aids.lines.map(({ label, value }) => ({ label, value })) : []),
    ],
    notes: [
      ...verdict.notes,
      ...[view.capacity.refusal, view.budget.refusal].filter((refusal) => refusal !== null),
      ...(capacity?.durationCapped
        ? [
            `La durée demandée dépasse le maximum admis (${countryName(capacity.rule.country)})\u00a0: le calcul retient ${formatDuration(capacity.duration, 'year')}.`,
          ]
        : []),
      ...(capacity && view.ceiling ? [view.ceiling] : []),
      ...(budget?.costs.notes ?? []),
      ...(aids ? [aids.verdict, ...aids.notes, aids.unconfirmed].filter((note): note is string => !!note) : []),
    ],
    tables: budget
      ? [
          {
            title: `Frais d’acquisition (${countryName(budget.rule.country)})`,
            headings: ['', 'Montant'],
            rows: [
              ...budget.costs.lines.map((line) => [line.label, hundreds(line.amount)]),
              ['Total des frais', hundreds(budget.costs.total)],
            ],
          },
        ]
      : [],
    sources: [
      ...(capacity
        ? [
            {
              label: `Règle appliquée (${countryName(capacity.rule.country)})\u00a0: taux d’endettement d’au plus ${formatPercent(capacity.maxDebtRatio * 100)} des revenus nets, en vigueur depuis le ${ruleDay(capacity.rule.validFrom)}.`,
              source: capacity.rule.source,
            },
          ]
        : []),
      ...(budget
        ? [
            {
              label: `Frais d’achat et quotité (${countryName(budget.rule.country)}), règle en vigueur depuis le ${ruleDay(budget.rule.validFrom)}.`,
              source: [budget.rule.source, ...budget.costs.sources].join('\u202f; '),
            },
          ]
        : []),
      ...verdict.sources,
      ...(aids?.source ? [{ label: aids.title, source: aids.source.replace(/^Sources\u00a0: /, '').replace(/\.$/, '') }] : []),
      lendingSource(law, country),
    ],
    mentions: reportMentions(view.legal.mentions),
  };
}
