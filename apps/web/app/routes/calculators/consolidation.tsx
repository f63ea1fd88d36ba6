import { consolidationRulesOn, countryLabels, formatEuros, formatPercent, type ConsolidationRules } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { bestConsolidationOffer } from '../../calculators/consolidation-offer.server.ts';
import {
  CONSOLIDATION_DEFAULTS,
  CREDIT_KINDS,
  CONSOLIDATION_NOTE,
  CREDIT_ROWS,
  LUX_MORTGAGE_PENALTY_NOTE,
  PENALTY_MAXIMUM_NOTE,
  beforeAfterRows,
  consolidationView,
  creditFields,
  extraCostLabel,
  penaltyRulesShown,
  penaltyText,
  type ConsolidationResult,
  type MarketOffer,
} from '../../calculators/consolidation-view.ts';
import { Figure, FormError, NumberField, SelectField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { FrenchText } from '../../components/french-text.tsx';
import { formatFrenchDate } from '../../content/content-display.ts';
import { COUNTRY_OPTIONS } from '../../forms/country-options.ts';
import { durationText } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import type { Route } from './+types/consolidation';

const PATH = '/regroupement-de-credit/simulation';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Regroupement de crédits\u00a0: votre mensualité et votre coût total avant et après',
    description:
      'Vos crédits en cours et la trésorerie dont vous avez besoin, regroupés en un seul prêt, en France ou au Luxembourg\u00a0: nouvelle mensualité, nouvelle durée, indemnités de remboursement anticipé et coût total avant et après le regroupement.',
    path: PATH,
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, CONSOLIDATION_DEFAULTS);
  const origin = siteOrigin(site);
  // Belgian law forbids advertising consolidation (core mayAdvertise): a Belgian visitor gets the explanation; a
  // country the page does not know gets the tool, with an error on the field (consolidationView).
  if (values.pays === 'BE') return { origin, allowed: false as const, values };
  const law = calculatorLaw(useCases, 'consolidation');
  // The day's conventions and indemnity rules as data: the browser computes with them, not with every version.
  const rules = consolidationRulesOn(new Date(law.now));
  const first = consolidationView(values, law, rules, null);
  // No rate typed: the comparator's cheapest offer for the new loan's terms gives it.
  const market = (values['nouveau-taux'] ?? '').trim() === '' && first.terms ? await bestConsolidationOffer(useCases, first.terms) : null;
  const view = market ? consolidationView(values, law, rules, market) : first;
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  return { origin, allowed: true as const, values, law, rules, market, view, next };
}

export default function ConsolidationPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <NotOffered country={loaderData.values.pays ?? ''} />;
  return <ConsolidationTool loaderData={loaderData} />;
}

type ToolData = Extract<Route.ComponentProps['loaderData'], { allowed: true }>;

function ConsolidationTool({ loaderData }: { loaderData: ToolData }) {
  const { values, law, rules, market } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => consolidationView(readValues(query, CONSOLIDATION_DEFAULTS).values, law, rules, market),
    [law, rules, market],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, legal, terms, ceiling } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  return (
    <div className="container calc">
      <Intro />
      <CalculatorForm label="Vos crédits et le nouveau prêt" live={update}>
        <SelectField
          name="pays"
          label="Votre pays"
          value={values.pays ?? ''}
          errors={errors}
          options={COUNTRY_OPTIONS.filter((option) => option.value !== 'BE')}
          hint="Les indemnités suivent les règles de ce pays. Service non proposé en Belgique."
        />
        {Array.from({ length: CREDIT_ROWS }, (_, offset) => offset + 1).map((index) => {
          const names = creditFields(index);
          return (
            <fieldset key={index} className="calc-fieldset consolidation-credit">
              <legend>
                Crédit {index}
                {index > 1 ? ' (facultatif)' : ''}
              </legend>
              <SelectField name={names.kind} label="Type" value={values[names.kind] ?? 'conso'} errors={errors} options={CREDIT_KINDS} />
              <NumberField name={names.capital} label="Capital restant dû (€)" value={values[names.capital] ?? ''} errors={errors} />
              <NumberField name={names.payment} label="Mensualité (€)" value={values[names.payment] ?? ''} errors={errors} />
              <NumberField name={names.rate} label="Taux annuel (%)" value={values[names.rate] ?? ''} errors={errors} hint="Facultatif." />
              <NumberField
                name={names.end}
                label="Mois restants ou fin"
                value={values[names.end] ?? ''}
                errors={errors}
                inputMode="text"
                hint="48, ou 03/2029."
              />
            </fieldset>
          );
        })}
        <fieldset className="calc-fieldset">
          <legend>Le nouveau prêt</legend>
          <NumberField
            name="tresorerie"
            label="Trésorerie en plus (€)"
            value={values.tresorerie ?? ''}
            errors={errors}
            hint="Une somme prêtée en plus, pour un projet ou un imprévu."
          />
          <NumberField
            name="nouveau-taux"
            label="Taux annuel (%)"
            value={values['nouveau-taux'] ?? ''}
            errors={errors}
            hint={
              market
                ? `Vide\u00a0: ${formatPercent(market.rate)}, la meilleure offre du comparateur.`
                : 'Le taux de l’offre que vous avez reçue.'
            }
          />
          <NumberField
            name="nouvelle-duree"
            label="Durée (mois)"
            value={values['nouvelle-duree'] ?? ''}
            errors={errors}
            hint="84, ou «&#x202f;7&nbsp;ans&#x202f;»."
          />
          <NumberField
            name="frais"
            label="Frais de dossier et de courtage (€)"
            value={values.frais ?? ''}
            errors={errors}
            hint="Facultatif, ajoutés au prêt."
          />
          <NumberField
            name="ira"
            label="Indemnités demandées par vos prêteurs (€)"
            value={values.ira ?? ''}
            errors={errors}
            hint="Vide&nbsp;: le maximum légal, détaillé sous le résultat."
          />
        </fieldset>
        <FormError errors={errors} />
      </CalculatorForm>

      {result ? (
        <section className="calc-result" aria-labelledby="resultat">
          <div aria-live="polite">
            <h2 id="resultat">
              Un prêt de {formatEuros(result.after.capital, 0)} sur {durationText(result.after.months)} à {formatPercent(result.after.rate)}
            </h2>
            <p className={result.verdict.cheaper ? 'calc-verdict calc-verdict--ok' : 'calc-verdict calc-verdict--ko'} data-figure="verdict">
              {result.verdict.text}
            </p>
            <CeilingAlert message={ceiling} />
            <div className="calc-share">
              <CopyLinkButton />
              <PdfLink path={PATH} search={search} />
            </div>
            <dl className="calc-figures">
              <Figure label="Nouvelle mensualité" value={formatEuros(result.after.monthlyPayment)} figure="new-payment" strong />
              <Figure label="Nouvelle durée" value={durationText(result.after.months)} figure="new-duration" />
              <Figure label="Coût total avant" value={formatEuros(result.before.totalToPay, 0)} figure="total-before" />
              <Figure
                label={result.cash > 0 ? 'Coût total après, trésorerie déduite' : 'Coût total après'}
                value={formatEuros(result.after.totalToPay - result.cash, 0)}
                figure="total-after"
              />
            </dl>
          </div>
          <BeforeAfterTable result={result} />
          {result.rateFromMarket && market ? <MarketRateNote market={market} /> : null}
          {next ? <NextStepsLinks steps={next} heading={'Et ensuite\u202f? Les offres de regroupement pour ce montant'} /> : null}
          <PenaltySources result={result} rules={rules} />
          <p className="calc-note" data-note="">
            {CONSOLIDATION_NOTE}
          </p>
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      <CalculatorMentions legal={legal} />
    </div>
  );
}

function Intro({ describe = true }: { describe?: boolean }) {
  return (
    <section className="hero calc__intro">
      <h1>Regroupement de crédits&nbsp;: avant et après</h1>
      {describe ? (
        <p className="muted">
          Vos crédits en cours, et la trésorerie dont vous avez besoin, remplacés par un seul prêt&nbsp;: la nouvelle mensualité, la
          nouvelle durée, et ce que vous paierez au total avant et après. Les lignes laissées vides sont ignorées. Les données restent dans
          l’adresse de la page&nbsp;: vous pouvez la partager.
        </p>
      ) : null}
    </section>
  );
}

/** What a Belgian visitor sees instead of the tool: why, and the way to pick another country. */
function NotOffered({ country }: { country: string }) {
  return (
    <div className="container calc">
      <Intro describe={false} />
      <section className="disclosure" aria-labelledby="non-propose">
        <h2 id="non-propose">Service non proposé en Belgique</h2>
        <p>
          La loi belge interdit la publicité pour le regroupement de crédits (Code de droit économique, art. VII.65)&nbsp;: nous ne
          proposons donc pas cette simulation aux résidents de Belgique.
        </p>
        <p>
          Vous pouvez comparer les <a href="/pret-personnel">prêts personnels</a> ou <a href="/prendre-rendez-vous">prendre rendez-vous</a>{' '}
          pour parler de votre budget.
        </p>
      </section>
      <form method="get" action={PATH} className="country-chooser card" aria-label="Votre pays">
        <div className="form-field">
          <label htmlFor="pays">Vous habitez</label>
          <select id="pays" name="pays" defaultValue={country}>
            {COUNTRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Valider le pays
        </button>
      </form>
    </div>
  );
}

function BeforeAfterTable({ result }: { result: ConsolidationResult }) {
  const rows = beforeAfterRows(result);
  return (
    <div className="calc-table-wrap" role="region" aria-labelledby="avant-apres" tabIndex={0}>
      <table className="calc-table consolidation-table">
        <caption id="avant-apres">Vos crédits actuels et le regroupement</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Chiffre</span>
            </th>
            <th scope="col" className="numeric">
              Avant
            </th>
            <th scope="col" className="numeric">
              Après
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.figure}>
              <th scope="row">{row.label}</th>
              <td className="numeric" data-figure={`before-${row.figure}`}>
                {row.before}
              </td>
              <td className="numeric" data-figure={`after-${row.figure}`}>
                {row.after}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{extraCostLabel(result)}</th>
            <td className="numeric" colSpan={2} data-figure="extra-cost">
              {formatEuros(Math.abs(result.extraCost), 0)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function MarketRateNote({ market }: { market: MarketOffer }) {
  return (
    <p className="calc-source" data-market-rate="">
      Taux de {formatPercent(market.rate)}&nbsp;: l’offre «&#x202f;<a href={market.href}>{market.productName}</a>&#x202f;» de{' '}
      {market.advertiserName}, la moins chère du comparateur pour {formatEuros(market.amount, 0)} sur {durationText(market.durationMonths)},
      relevée le <FrenchText>{formatFrenchDate(new Date(market.observedAt))}</FrenchText>. Votre taux dépendra de votre dossier et des
      crédits regroupés (avec ou sans prêt immobilier).
    </p>
  );
}

/** Where each credit's indemnity comes from: the rule, since when, its source, and what we could not confirm. */
function PenaltySources({ result, rules }: { result: ConsolidationResult; rules: ConsolidationRules }) {
  const shown = penaltyRulesShown(result, rules);
  return (
    <section className="calc-rule" aria-labelledby="sources-indemnites">
      <h2 id="sources-indemnites">D’où viennent les indemnités ({countryLabels[result.country]})</h2>
      <ul className="calc-notes">
        {result.rows.map((row, position) => (
          <li key={row.index} data-penalty={row.index}>
            Crédit {row.index}&nbsp;: {penaltyText(result.penalties.credits[position])}
          </li>
        ))}
      </ul>
      {result.penalties.origin === 'typed' ? (
        <p className="calc-source">Le résultat compte le montant que vous avez indiqué, {formatEuros(result.penalties.total, 0)}.</p>
      ) : null}
      <ul className="calc-notes">
        {shown.map(({ label, rule }) => (
          <li key={label}>
            <strong>{label}</strong>&nbsp;: {rule.summary}{' '}
            <span className="calc-source">
              En vigueur depuis le <FrenchText>{formatFrenchDate(new Date(`${rule.validFrom}T00:00:00Z`))}</FrenchText>. Source&nbsp;:{' '}
              <FrenchText>{rule.source}</FrenchText>.{rule.unconfirmed ? <> À vérifier. {rule.unconfirmed}</> : null}
            </span>
          </li>
        ))}
      </ul>
      {result.country === 'LUX' && shown.some((entry) => entry.label === 'Crédits immobiliers') ? (
        <p className="calc-source">{LUX_MORTGAGE_PENALTY_NOTE}</p>
      ) : null}
      <p className="calc-source">{PENALTY_MAXIMUM_NOTE}</p>
    </section>
  );
}
