import { formatEuros, formatPercent } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { CountryField, Figure, FormError, NumberField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import {
  LOAN_SOLVER_DEFAULTS,
  loanSolverView,
  partialMonthNote,
  SOLVED_LABELS,
  solvedDurationText,
} from '../../calculators/loan-solver-view.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import type { Route } from './+types/loan-calculator';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Calculette de prêt\u00a0: montant, taux, durée ou mensualité',
    description:
      'Calculez le montant, le taux, la durée ou la mensualité d’un prêt à partir des trois autres, avec la convention de taux du Luxembourg, de la Belgique ou de la France.',
    path: '/pret-immobilier/outils/calculette',
    origin: loaded?.origin,
  });
}

export function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, LOAN_SOLVER_DEFAULTS);
  const law = calculatorLaw(useCases, 'mortgage');
  return { origin: siteOrigin(site), values, law, view: loanSolverView(values, law) };
}

export default function LoanCalculator({ loaderData }: Route.ComponentProps) {
  const { values, law } = loaderData;
  const compute = useCallback((query: URLSearchParams) => loanSolverView(readValues(query, LOAN_SOLVER_DEFAULTS).values, law), [law]);
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, solved, refusal, legal, ceiling } = view;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Calculette de prêt</h1>
        <p className="muted">
          Remplissez trois champs parmi le montant, le taux, la durée et la mensualité, et laissez vide celui à calculer.
        </p>
      </section>
      <CalculatorForm label="Données du prêt" live={update}>
        <CountryField value={values.pays} errors={errors} />
        <NumberField name="montant" label="Montant (€)" value={values.montant} errors={errors} />
        <NumberField name="taux" label="Taux annuel (%)" value={values.taux} errors={errors} />
        <NumberField name="duree" label="Durée (mois)" value={values.duree} errors={errors} hint="240&nbsp;mois = 20&nbsp;ans" />
        <NumberField name="mensualite" label="Mensualité (€)" value={values.mensualite} errors={errors} />
        <FormError errors={errors} />
      </CalculatorForm>
      {solved ? (
        <section className="calc-result" aria-labelledby="resultat" aria-live="polite">
          <h2 id="resultat">{SOLVED_LABELS[solved.solvedFor]}</h2>
          <div className="calc-share">
            <CopyLinkButton />
            <PdfLink path="/pret-immobilier/outils/calculette" search={search} />
          </div>
          <dl className="calc-figures">
            <Figure label="Montant" value={formatEuros(solved.amount)} figure="amount" strong={solved.solvedFor === 'amount'} />
            <Figure label="Taux annuel" value={formatPercent(solved.rate)} figure="rate" strong={solved.solvedFor === 'rate'} />
            <Figure label="Durée" value={solvedDurationText(solved)} figure="duration" strong={solved.solvedFor === 'duration'} />
            <Figure label="Mensualité" value={formatEuros(solved.payment)} figure="payment" strong={solved.solvedFor === 'payment'} />
          </dl>
          {partialMonthNote(solved) ? <p className="calc-note">{partialMonthNote(solved)}</p> : null}
          <CeilingAlert message={ceiling} />
        </section>
      ) : null}
      {refusal ? (
        <p className="calc-verdict calc-verdict--ko" role="alert" data-figure="no-solution">
          {refusal}
        </p>
      ) : null}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Autres outils&nbsp;: <a href="/pret-hypothecaire/simulation">Simulation avec tableau d’amortissement</a> ·{' '}
        <a href="/pret-immobilier/outils/capacite-d-emprunt">Capacité d’emprunt</a>
      </p>
    </div>
  );
}
