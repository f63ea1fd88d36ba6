import { countryLabels, formatEuros, renegotiationRulesOn, type RenegotiationCost } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions } from '../../calculators/calculator-legal.tsx';
import { CountryField, Figure, FormError, NumberField, SelectField, YearsField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import {
  COST_ROWS,
  costAmount,
  costOrigin,
  costRuleEntries,
  COSTS_ARE_ESTIMATES,
  RENEGOTIATION_CHOICES,
  RENEGOTIATION_DEFAULTS,
  renegotiationHeadline,
  renegotiationNote,
  renegotiationView,
  ROWS_AFTER_COSTS,
  ROWS_BEFORE_COSTS,
  type RenegotiationResult,
  type RenegotiationRow,
} from '../../calculators/renegotiation-view.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { FrenchText } from '../../components/french-text.tsx';
import { formatFrenchDate } from '../../content/content-display.ts';
import { toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import type { Route } from './+types/renegotiation';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Renégocier ou faire racheter son prêt immobilier\u00a0: gain net et frais',
    description:
      'Votre prêt immobilier face à un nouveau taux, avec votre banque ou une autre, au Luxembourg, en Belgique ou en France\u00a0: intérêts économisés, indemnité de remboursement anticipé, frais de dossier et garantie, gain net et mois où les frais sont couverts.',
    path: '/pret-immobilier/outils/renegocier',
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, RENEGOTIATION_DEFAULTS);
  const law = calculatorLaw(useCases, 'mortgage');
  // The day's conventions, penalties and costs as data: the browser computes with them, not with every version.
  const rules = renegotiationRulesOn(new Date(law.now));
  const view = renegotiationView(values, law, rules);
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  return { origin: siteOrigin(site), values, law, rules, view, next };
}

const COST_HINT = 'Vide\u00a0: notre estimation, détaillée sous le résultat.';

export default function RenegotiationPage({ loaderData }: Route.ComponentProps) {
  const { values, law, rules } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => renegotiationView(readValues(query, RENEGOTIATION_DEFAULTS).values, law, rules),
    [law, rules],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, legal, terms } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  const typed = readValues(new URLSearchParams(search), RENEGOTIATION_DEFAULTS).values;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Renégocier ou faire racheter son prêt</h1>
        <p className="muted">
          Votre prêt actuel face à un nouveau taux, avec votre banque (renégociation) ou avec une autre (rachat)&nbsp;: ce que vous gagnez
          une fois payés l’indemnité de remboursement anticipé, les frais et la garantie, et le mois où ces frais sont couverts. Les données
          restent dans l’adresse de la page&nbsp;: vous pouvez la partager.
        </p>
      </section>
      <CalculatorForm label="Votre prêt et le nouveau taux" live={update}>
        <fieldset className="calc-fieldset">
          <legend>Votre prêt actuel</legend>
          <CountryField value={values.pays} errors={errors} />
          <NumberField name="montant" label="Montant emprunté (€)" value={values.montant} errors={errors} />
          <NumberField name="taux" label="Taux annuel (%)" value={values.taux} errors={errors} hint="Par exemple 3,8" />
          <YearsField label="Durée du prêt (années)" value={values.duree} errors={errors} />
          <NumberField name="payees" label="Mensualités déjà payées" value={values.payees} errors={errors} hint="36 après 3&nbsp;ans." />
          <NumberField
            name="debut"
            label="Ou mois de la première mensualité"
            value={values.debut}
            errors={errors}
            inputMode="text"
            placeholder="03/2019"
            hint="S’il est indiqué, il remplace le nombre de mensualités."
          />
          <SelectField name="nature" label="Taux" value={values.nature} errors={errors} options={RENEGOTIATION_CHOICES.nature} />
          <div className="country-only country-only--LUX">
            <SelectField
              name="residence"
              label="Logement principal habité depuis au moins 2&nbsp;ans"
              value={values.residence}
              errors={errors}
              options={RENEGOTIATION_CHOICES.residence}
              hint="Plafonne l’indemnité d’un taux fixe."
            />
          </div>
        </fieldset>
        <fieldset className="calc-fieldset">
          <legend>Le nouveau prêt</legend>
          <NumberField name="nouveau-taux" label="Nouveau taux annuel (%)" value={values['nouveau-taux']} errors={errors} />
          <NumberField
            name="nouvelle-duree"
            label="Nouvelle durée (années)"
            value={values['nouvelle-duree']}
            errors={errors}
            hint="Vide&nbsp;: la durée qui reste. En mois&nbsp;: «&#x202f;150&nbsp;mois&#x202f;»."
          />
        </fieldset>
        <fieldset className="calc-fieldset">
          <legend>Avec votre banque (facultatif)</legend>
          <NumberField
            name="taux-banque"
            label="Taux qu’elle propose (%)"
            value={values['taux-banque']}
            errors={errors}
            hint="Vide&nbsp;: le nouveau taux ci-dessus."
          />
          <NumberField
            name="ira-banque"
            label="Indemnité qu’elle demande (€)"
            value={values['ira-banque']}
            errors={errors}
            hint={COST_HINT}
          />
          <NumberField name="frais-banque" label="Frais d’avenant (€)" value={values['frais-banque']} errors={errors} hint={COST_HINT} />
        </fieldset>
        <fieldset className="calc-fieldset">
          <legend>Avec une autre banque (facultatif)</legend>
          <NumberField name="ira" label="Indemnité de remboursement anticipé (€)" value={values.ira} errors={errors} hint={COST_HINT} />
          <NumberField name="frais" label="Frais de dossier (€)" value={values.frais} errors={errors} hint={COST_HINT} />
          <NumberField name="garantie" label="Garantie du nouveau prêt (€)" value={values.garantie} errors={errors} hint={COST_HINT} />
        </fieldset>
        <FormError errors={errors} />
      </CalculatorForm>

      {result ? (
        <section className="calc-result" aria-labelledby="resultat">
          <div aria-live="polite">
            <h2 id="resultat">{renegotiationHeadline(result)}</h2>
            <p className={result.headline.gains ? 'calc-verdict calc-verdict--ok' : 'calc-verdict calc-verdict--ko'} data-figure="verdict">
              {result.headline.text}
            </p>
            <div className="calc-share">
              <CopyLinkButton />
              <PdfLink path="/pret-immobilier/outils/renegocier" search={search} />
            </div>
            <dl className="calc-figures">
              <Figure label="Capital restant dû" value={formatEuros(result.other.debt)} figure="debt" />
              <Figure label="Mensualité actuelle" value={formatEuros(result.other.current.monthlyPayment)} figure="payment" />
              <Figure label="Intérêts restant à payer" value={formatEuros(result.other.current.interest)} figure="interest-left" />
              <Figure
                label={result.fromStartDate ? 'Mensualités payées depuis la première' : 'Mensualités payées'}
                value={String(result.monthsPaid)}
                figure="months-paid"
              />
            </dl>
          </div>
          <ComparisonTable result={result} />
          <ul className="calc-notes" data-figure="verdicts">
            <li data-verdict="renegotiation">{result.verdicts.renegotiation.text}</li>
            <li data-verdict="buy-out">{result.verdicts['buy-out'].text}</li>
          </ul>
          {next ? <NextStepsLinks steps={next} heading={'Et ensuite\u202f? Les offres pour racheter votre prêt'} /> : null}
          <CostSources result={result} />
          <p className="calc-note" data-note="">
            {renegotiationNote(result)}
          </p>
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Autres outils&nbsp;:{' '}
        <a
          href={toolUrl('/pret-immobilier/outils/remboursement-anticipe', typed, [
            'pays',
            'montant',
            'taux',
            'duree',
            'nature',
            'residence',
          ])}
        >
          Remboursement anticipé
        </a>{' '}
        ·{' '}
        <a href={toolUrl('/pret-hypothecaire/simulation', typed, ['pays', 'montant', 'taux', 'duree'])}>Simulation de prêt hypothécaire</a>
      </p>
    </div>
  );
}

function CostCell({ cost, figure }: { cost: RenegotiationCost; figure: string }) {
  return (
    <td className="numeric">
      <span data-figure={figure}>{costAmount(cost)}</span>
      <br />
      <span className="calc-source">{costOrigin(cost)}</span>
    </td>
  );
}

function ComparisonTable({ result }: { result: RenegotiationResult }) {
  const columns = [
    { prefix: 'same', value: result.same },
    { prefix: 'other', value: result.other },
  ] as const;
  const row = ({ label, figure, cell }: RenegotiationRow) => (
    <tr key={figure}>
      <th scope="row">{label}</th>
      {columns.map(({ prefix, value }) => (
        <td key={prefix} className="numeric" data-figure={`${prefix}-${figure}`}>
          {cell(value)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="calc-table-wrap" role="region" aria-labelledby="comparaison" tabIndex={0}>
      <table className="calc-table renegotiation-table">
        <caption id="comparaison">Renégociation avec votre banque ou rachat par une autre</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Chiffre</span>
            </th>
            <th scope="col">Votre banque</th>
            <th scope="col">Une autre banque</th>
          </tr>
        </thead>
        <tbody>
          {ROWS_BEFORE_COSTS.map(row)}
          {COST_ROWS.map(({ label, key }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {columns.map(({ prefix, value }) => (
                <CostCell key={prefix} cost={value.costs[key]} figure={`${prefix}-${key}`} />
              ))}
            </tr>
          ))}
          {ROWS_AFTER_COSTS.map(row)}
        </tbody>
      </table>
    </div>
  );
}

/** Every rule the costs came from: what it says, since when, its source, and what we could not confirm. */
function CostSources({ result }: { result: RenegotiationResult }) {
  const { penaltyRule } = result.other;
  const entries = costRuleEntries(result);
  return (
    <section className="calc-rule" aria-labelledby="sources-frais">
      <h2 id="sources-frais">D’où viennent ces frais ({countryLabels[result.country]})</h2>
      <p data-rule-summary="">
        Indemnité de remboursement anticipé&nbsp;: {penaltyRule.summary}{' '}
        <span className="calc-source">
          En vigueur depuis le <FrenchText>{formatFrenchDate(new Date(`${penaltyRule.validFrom}T00:00:00Z`))}</FrenchText>. Source&nbsp;:{' '}
          <FrenchText>{penaltyRule.source}</FrenchText>.{penaltyRule.unconfirmed ? <> À vérifier. {penaltyRule.unconfirmed}</> : null}
        </span>
      </p>
      <ul className="calc-notes">
        {entries.map(({ label, rule }) => (
          <li key={label}>
            <strong>{label}</strong>&nbsp;: {rule.summary}{' '}
            <span className="calc-source">
              Source&nbsp;: <FrenchText>{rule.source}</FrenchText>.{rule.unconfirmed ? <> À vérifier. {rule.unconfirmed}</> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="calc-source">{COSTS_ARE_ESTIMATES}</p>
    </section>
  );
}
