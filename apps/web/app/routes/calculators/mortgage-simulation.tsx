import { formatDuration, formatEuros, formatPercent } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { DebtChart } from '../../calculators/debt-chart.tsx';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { CountryField, Figure, NumberField, YearsField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { rateConventionNote, SIMULATION_DEFAULTS, simulationView } from '../../calculators/simulation-view.ts';
import { MONTHLY_TABLE_PARAM, MONTHLY_TABLE_VALUE, MonthlySchedule, wantsMonthlyTable } from '../../calculators/monthly-schedule.tsx';
import { ScheduleTable } from '../../calculators/schedule-table.tsx';
import { YearlySplitChart } from '../../calculators/yearly-split-chart.tsx';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import { MarketRank, useMarketRates } from '../../calculators/market-rank.tsx';
import { toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import type { Route } from './+types/mortgage-simulation';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Simulation de prêt hypothécaire\u00a0: mensualité, TAEG et tableau d’amortissement',
    description:
      'Simulez votre prêt hypothécaire au Luxembourg, en Belgique ou en France\u00a0: mensualité, assurance, coût total, TAEG et tableau d’amortissement par année et par mois.',
    path: '/pret-hypothecaire/simulation',
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, SIMULATION_DEFAULTS);
  const law = calculatorLaw(useCases, 'mortgage');
  const view = simulationView(values, law, wantsMonthlyTable(url));
  // The offers are counted on the server (the browser asks again for the terms the visitor types: useNextSteps).
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  // The typed rate against the month's observed rates of its country and duration (issue 21, item 8).
  const market = view.terms
    ? await useCases.marketRates({
        categorySlug: view.terms.categorySlug,
        country: view.terms.country,
        duration: view.terms.durationMonths,
      })
    : null;
  return { origin: siteOrigin(site), values, law, view, next, market };
}

export default function MortgageSimulation({ loaderData }: Route.ComponentProps) {
  const { values, law } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => simulationView(readValues(query, SIMULATION_DEFAULTS).values, law, wantsMonthlyTable(query)),
    [law],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, legal, ceiling, terms } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  const market = useMarketRates(terms, { terms: loaderData.view.terms, market: loaderData.market });
  // The numbers as typed, for the links to the other tools.
  const typed = readValues(new URLSearchParams(search), SIMULATION_DEFAULTS).values;
  const monthlyTableOpen = result?.months != null;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Simulation de prêt hypothécaire</h1>
        <p className="muted">
          Mensualité, coût total, TAEG et tableau d’amortissement, selon les règles de votre pays. Les données restent dans l’adresse de la
          page&nbsp;: vous pouvez la partager.
        </p>
      </section>
      <CalculatorForm label="Données de la simulation" live={update}>
        <CountryField value={values.pays} errors={errors} />
        <NumberField name="montant" label="Montant emprunté (€)" value={values.montant} errors={errors} />
        <NumberField name="taux" label="Taux annuel (%)" value={values.taux} errors={errors} hint="Par exemple 3,5" />
        <YearsField value={values.duree} errors={errors} />
        <NumberField
          name="mois"
          label="Ou durée en mois (facultatif)"
          value={values.mois}
          errors={errors}
          hint="Remplace la durée en années si rempli."
        />
        <NumberField
          name="assurance"
          label="Taux d’assurance annuel (%, facultatif)"
          value={values.assurance}
          errors={errors}
          hint="Sur le capital emprunté, par exemple 0,30"
        />
        <NumberField name="frais" label="Frais de dossier et de garantie (€, facultatif)" value={values.frais} errors={errors} />
        {/* An opened monthly table stays open while the visitor changes the inputs. */}
        {monthlyTableOpen ? <input type="hidden" name={MONTHLY_TABLE_PARAM} value={MONTHLY_TABLE_VALUE} /> : null}
      </CalculatorForm>

      {result ? (
        <section className="calc-result" aria-labelledby="resultat">
          {/* Only the heading and the key figures are announced when they change, not the tables below them. */}
          <div aria-live="polite">
            <h2 id="resultat">
              {formatEuros(result.amount, 0)} sur {formatDuration(result.duration, result.duration % 12 === 0 ? 'year' : 'month')} à{' '}
              {formatPercent(result.rate)}
            </h2>
            <div className="calc-share">
              <CopyLinkButton />
              <PdfLink path="/pret-hypothecaire/simulation" search={search} />
            </div>
            <dl className="calc-figures">
              <Figure label="Mensualité hors assurance" value={formatEuros(result.payment)} figure="payment" strong />
              <Figure label="Assurance par mois" value={formatEuros(result.monthlyInsurance)} figure="insurance" />
              <Figure label="Total par mois" value={formatEuros(result.monthlyTotal)} figure="monthly-total" />
              <Figure label="Total des intérêts" value={formatEuros(result.totalInterest)} figure="total-interest" />
              <Figure label="Coût total du crédit" value={formatEuros(result.totalCost)} figure="total-cost" />
              <Figure label="Montant total dû" value={formatEuros(result.totalDue)} figure="total-due" />
              <Figure label="TAEG" value={formatPercent(result.apr)} figure="apr" strong />
            </dl>
            <MarketRank market={market} rate={result.rate} />
            <CeilingAlert message={ceiling} />
          </div>
          {next ? <NextStepsLinks steps={next} /> : null}
          <p className="calc-note">
            {rateConventionNote(result)} Le coût total comprend les intérêts, l’assurance et les frais&#x202f;; le TAEG les inclut tous.
          </p>

          <h2 id="repartition">Capital et intérêts par année</h2>
          <YearlySplitChart
            years={result.schedule.years}
            amount={result.amount}
            totalInterest={result.schedule.totals.interest}
            tableId="tableau-annuel"
          />

          <h2 id="graphique">Capital restant dû</h2>
          <DebtChart amount={result.amount} years={result.schedule.years} tableId="tableau-annuel" />

          <h2 id="tableau-annuel">Tableau d’amortissement par année</h2>
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it too. */}
          <div className="calc-table-wrap" role="region" aria-labelledby="tableau-annuel" tabIndex={0}>
            <ScheduleTable
              rows={result.schedule.years}
              period="Année"
              caption="Remboursements de chaque année et capital restant dû à la fin de l’année"
              paymentLabel="Mensualités"
              debtLabel="Capital remboursé"
              footer={{ totals: result.schedule.totals, amount: result.amount }}
            />
          </div>

          <MonthlySchedule months={result.months} monthCount={result.monthCount} search={search} />
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Autres outils&nbsp;:{' '}
        <a href={toolUrl('/pret-hypothecaire/combien-emprunter', typed, ['pays', 'taux', 'duree'])}>Combien emprunter&#x202f;?</a> ·{' '}
        <a href={toolUrl('/pret-immobilier/outils/capacite-d-emprunt', typed, ['pays', 'taux', 'duree', 'assurance'])}>
          Capacité d’emprunt
        </a>{' '}
        · <a href="/pret-immobilier/outils/calculette">Calculette de prêt</a>
      </p>
    </div>
  );
}
