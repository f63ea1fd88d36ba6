import { formatDuration, formatEuros, formatPercent, type BorrowingCapacity, type PurchaseBudget } from '@pretscope/core';
import type { ReactNode } from 'react';
import { CountryField, Figure, NumberField, SelectField } from './fields.tsx';
import { COUNTRY_OPTIONS } from '../forms/country-options.ts';
import type { FieldErrors } from './form-values.ts';
import { BUYER_OPTIONS, PROFILE_OPTIONS, PROPERTY_OPTIONS, REGION_OPTIONS, YEAR_OPTIONS } from './purchase-options.ts';
import { capacityShown, neededShown } from '../routing/journey-links.ts';
import { FrenchText } from '../components/french-text.tsx';

/** Euros rounded to 100 € (« combien emprunter » shows orders of magnitude, not cents). */
const hundreds = (value: number) => formatEuros(Math.round(value / 100) * 100, 0);

export function countryName(code: string): string {
  return COUNTRY_OPTIONS.find((option) => option.value === code)?.label ?? code;
}

/** '2022-01-01' → '01/01/2022'. */
export function frenchDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export function CapacityFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <fieldset className="calc-fieldset">
      <legend>Vos revenus et votre prêt</legend>
      <CountryField value={values.pays ?? 'LUX'} errors={errors} />
      <NumberField name="revenus" label="Revenu net mensuel (€)" value={values.revenus ?? ''} errors={errors} />
      <NumberField
        name="revenus2"
        label="Revenu net mensuel du co-emprunteur (€, facultatif)"
        value={values.revenus2 ?? ''}
        errors={errors}
      />
      <NumberField
        name="charges"
        label="Crédits en cours, par mois (€)"
        value={values.charges ?? ''}
        errors={errors}
        hint="Mensualités des prêts existants"
      />
      <NumberField name="taux" label="Taux annuel (%)" value={values.taux ?? ''} errors={errors} />
      <SelectField name="duree" label="Durée (années)" value={values.duree ?? '25'} errors={errors} options={YEAR_OPTIONS} />
      <NumberField
        name="assurance"
        label="Taux d’assurance annuel (%, facultatif)"
        value={values.assurance ?? ''}
        errors={errors}
        hint="Sur le capital emprunté, par exemple 0,30"
      />
    </fieldset>
  );
}

export function CapacityResult({
  capacity,
  rounded = false,
  gauge = null,
}: {
  capacity: BorrowingCapacity;
  /**
   * The debt-ratio gauge (debt-ratio-gauge.tsx), given by the capacity page: « combien emprunter » shows the
   * verdict instead and leaves the gauge's code out of its JavaScript.
   */
  gauge?: ReactNode;
  /** Amounts to 100 € (the capacity rounded down), monthly figures to the euro. */
  rounded?: boolean;
}) {
  const amount = (value: number) => (rounded ? formatEuros(capacityShown(value), 0) : formatEuros(value));
  const monthly = (value: number) => (rounded ? formatEuros(value, 0) : formatEuros(value));
  return (
    <section className="calc-result" aria-labelledby="capacite" aria-live="polite">
      <h2 id="capacite">Votre capacité d’emprunt</h2>
      <dl className="calc-figures">
        <Figure label="Montant maximal empruntable" value={amount(capacity.maxAmount)} figure="max-amount" strong />
        <Figure label="Mensualité maximale (hors assurance)" value={monthly(capacity.maxMonthlyPayment)} figure="max-payment" />
        <Figure label="Assurance par mois" value={monthly(capacity.monthlyInsurance)} figure="capacity-insurance" />
        <Figure label="Taux d’endettement" value={formatPercent(capacity.debtRatio * 100)} figure="debt-ratio" />
        <Figure label="Reste à vivre par mois" value={monthly(capacity.remainingIncome)} figure="remaining-income" />
        <Figure
          label="Durée retenue"
          value={formatDuration(capacity.duration, capacity.duration % 12 === 0 ? 'year' : 'month')}
          figure="capacity-duration"
        />
      </dl>
      {gauge}
      {capacity.durationCapped ? (
        <p className="calc-note">
          La durée demandée dépasse le maximum admis ({countryName(capacity.rule.country)})&nbsp;: le calcul retient{' '}
          {formatDuration(capacity.duration, 'year')}.
        </p>
      ) : null}
      <p className="calc-source">
        <strong>Règle appliquée ({countryName(capacity.rule.country)})&nbsp;:</strong> taux d’endettement d’au plus{' '}
        {formatPercent(capacity.maxDebtRatio * 100)} des revenus nets. Source&nbsp;: <FrenchText>{capacity.rule.source}</FrenchText>, en
        vigueur depuis le {frenchDay(capacity.rule.validFrom)}.
      </p>
    </section>
  );
}

export function BudgetFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <fieldset className="calc-fieldset">
      <legend>Votre achat</legend>
      <NumberField name="prix" label="Prix du bien (€)" value={values.prix ?? ''} errors={errors} />
      <NumberField name="apport" label="Apport personnel (€)" value={values.apport ?? ''} errors={errors} />
      <SelectField
        name="profil"
        label="Votre situation"
        value={values.profil ?? 'firstTimeBuyer'}
        errors={errors}
        options={PROFILE_OPTIONS}
      />
      {/* Each country's own field shows only while that country is chosen above (calculators.css, with or without
          JavaScript); the server reads only the chosen country's. */}
      <div className="country-only country-only--BE">
        <SelectField
          name="region"
          label="Région (Belgique)"
          value={values.region ?? 'bruxelles'}
          errors={errors}
          options={REGION_OPTIONS}
        />
      </div>
      <div className="country-only country-only--FR">
        <SelectField
          name="bien"
          label="Type de logement (France)"
          value={values.bien ?? 'ancien'}
          errors={errors}
          options={PROPERTY_OPTIONS}
        />
      </div>
      <div className="country-only country-only--LUX">
        <SelectField
          name="acquereurs"
          label="Nombre d’acquéreurs (Luxembourg)"
          value={values.acquereurs ?? '1'}
          errors={errors}
          options={BUYER_OPTIONS}
          hint="Chaque acquéreur a droit au crédit d’impôt Bëllegen Akt."
        />
      </div>
    </fieldset>
  );
}

/** The purchase's costs and loan, in euros rounded to 100 € (the loan needed rounded up: it must cover them). */
export function BudgetResult({ budget }: { budget: PurchaseBudget }) {
  return (
    <section className="calc-result" aria-labelledby="budget" aria-live="polite">
      <h2 id="budget">Votre budget d’achat ({countryName(budget.rule.country)})</h2>
      <table className="calc-table calc-costs">
        <caption>Frais d’acquisition</caption>
        <tbody>
          {budget.costs.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td className="numeric">{hundreds(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total des frais</th>
            <td className="numeric" data-figure="costs-total">
              {hundreds(budget.costs.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {budget.costs.notes.length > 0 ? (
        <ul className="calc-notes">
          {budget.costs.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <dl className="calc-figures">
        <Figure label="Prix + frais" value={hundreds(budget.totalNeeded)} figure="total-needed" />
        <Figure label="Apport utilisé" value={hundreds(budget.ownFundsUsed)} figure="own-funds-used" />
        <Figure label="Prêt nécessaire" value={formatEuros(neededShown(budget.loanNeeded), 0)} figure="loan-needed" strong />
        <Figure label="Quotité (LTV)" value={formatPercent(budget.ltv * 100)} figure="ltv" />
        <Figure label="Plafond de LTV" value={formatPercent(budget.ltvCap * 100, 0)} figure="ltv-cap" />
      </dl>
      <p className="calc-source">
        <strong>Sources&nbsp;:</strong> <FrenchText>{budget.rule.source}</FrenchText> (règle en vigueur depuis le{' '}
        {frenchDay(budget.rule.validFrom)}){budget.costs.sources.length > 0 ? `\u202f; ${budget.costs.sources.join('\u202f; ')}` : ''}.
      </p>
    </section>
  );
}
