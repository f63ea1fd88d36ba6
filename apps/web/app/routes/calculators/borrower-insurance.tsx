import { formatDuration, formatEuros, formatPercent } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import {
  BASIS_OPTIONS,
  BORROWER_INSURANCE_DEFAULTS,
  borrowerInsuranceView,
  INSURANCE_COMPARISON_ROWS,
  INSURANCE_NOTE,
  insuranceSavingFigure,
} from '../../calculators/borrower-insurance-view.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorDay, calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { CountryField, Figure, NumberField, SelectField, YearsField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import type { Route } from './+types/borrower-insurance';
import { FrenchText } from '../../components/french-text.tsx';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Assurance emprunteur\u00a0: contrat groupe ou assureur externe, coût total et TAEG',
    description:
      'Comparez l’assurance de prêt de votre banque et celle d’un assureur externe, sur le capital emprunté ou sur le capital restant dû\u00a0: prime par mois, coût total, TAEG et économie.',
    path: '/pret-immobilier/outils/assurance-emprunteur',
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, BORROWER_INSURANCE_DEFAULTS);
  const day = calculatorDay(useCases, 'mortgage');
  const law = calculatorLaw(useCases, 'mortgage', day);
  // The law on borrower insurance too, of that day.
  const { insuranceLaws } = day.rules;
  const view = borrowerInsuranceView(values, law, insuranceLaws);
  // The offers are counted on the server (the browser asks again for the terms the visitor types: useNextSteps).
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  return { origin: siteOrigin(site), values, law, insuranceLaws, view, next };
}

export default function BorrowerInsurance({ loaderData }: Route.ComponentProps) {
  const { values, law, insuranceLaws } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => borrowerInsuranceView(readValues(query, BORROWER_INSURANCE_DEFAULTS).values, law, insuranceLaws),
    [law, insuranceLaws],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, legal, ceiling, terms } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  // The numbers as typed, for the links to the other tools.
  const typed = readValues(new URLSearchParams(search), BORROWER_INSURANCE_DEFAULTS).values;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Assurance emprunteur&nbsp;: contrat de la banque ou assureur externe</h1>
        <p className="muted">
          Comparez le contrat groupe proposé par votre banque et l’offre d’un autre assureur, calculés sur le capital emprunté ou sur le
          capital restant dû&nbsp;: prime par mois, coût total et effet sur le TAEG. Les données restent dans l’adresse de la page&nbsp;:
          vous pouvez la partager.
        </p>
      </section>
      <CalculatorForm label="Votre prêt et les deux assurances" live={update}>
        <CountryField value={values.pays} errors={errors} />
        <NumberField name="montant" label="Montant emprunté (€)" value={values.montant} errors={errors} />
        <NumberField name="taux" label="Taux annuel du prêt (%)" value={values.taux} errors={errors} hint="Par exemple 3,5" />
        <YearsField value={values.duree} errors={errors} />
        <NumberField
          name="groupe"
          label="Contrat groupe de la banque&nbsp;: taux annuel (%)"
          value={values.groupe}
          errors={errors}
          hint="Le taux de votre offre de prêt, par exemple 0,36"
        />
        <SelectField
          name="base-groupe"
          label="Contrat groupe&nbsp;: calculé sur le"
          value={values['base-groupe']}
          errors={errors}
          options={BASIS_OPTIONS}
        />
        <NumberField
          name="externe"
          label="Assureur externe&nbsp;: taux annuel (%)"
          value={values.externe}
          errors={errors}
          hint="Le taux du devis de l’autre assureur"
        />
        <SelectField
          name="base-externe"
          label="Assureur externe&nbsp;: calculé sur le"
          value={values['base-externe']}
          errors={errors}
          options={BASIS_OPTIONS}
        />
      </CalculatorForm>

      {result ? (
        <section className="calc-result" aria-labelledby="resultat">
          {/* Only the heading and the key figures are announced when they change, not the table and notes below. */}
          <div aria-live="polite">
            <h2 id="resultat">
              {formatEuros(result.amount, 0)} sur {formatDuration(result.duration, 'year')} à {formatPercent(result.rate)}
            </h2>
            <div className="calc-share">
              <CopyLinkButton />
              <PdfLink path="/pret-immobilier/outils/assurance-emprunteur" search={search} />
            </div>
            <dl className="calc-figures">
              <Figure {...insuranceSavingFigure(result)} figure="saving" strong />
              <Figure label="Mensualité hors assurance" value={formatEuros(result.payment)} figure="payment" />
              <Figure label="TAEG sans assurance" value={formatPercent(result.aprWithoutInsurance)} figure="apr-without" />
            </dl>
            <CeilingAlert message={ceiling} />
          </div>

          <div className="calc-table-wrap" role="region" aria-labelledby="comparaison" tabIndex={0}>
            <table className="calc-table insurance-table">
              <caption id="comparaison">Les deux assurances sur le même prêt</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Chiffre</span>
                  </th>
                  <th scope="col">Contrat groupe</th>
                  <th scope="col">Assureur externe</th>
                </tr>
              </thead>
              <tbody>
                {INSURANCE_COMPARISON_ROWS.map((row) => (
                  <tr key={row.figure}>
                    <th scope="row">{row.label}</th>
                    <td className="numeric" data-figure={`group-${row.figure}`}>
                      {row.cell(result.group)}
                    </td>
                    <td className="numeric" data-figure={`outside-${row.figure}`}>
                      {row.cell(result.outside)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {next ? <NextStepsLinks steps={next} /> : null}

          <p className="calc-note">{INSURANCE_NOTE}</p>

          <section aria-labelledby="droit">
            <h2 id="droit">Ce que dit la loi</h2>
            <ul className="calc-notes">
              {result.law.sentences.map((sentence) => (
                <li key={sentence.text}>
                  {sentence.text}{' '}
                  <span className="calc-source">
                    Source&nbsp;: <FrenchText>{sentence.source}</FrenchText>.
                  </span>
                </li>
              ))}
            </ul>
            {result.law.unconfirmed.length > 0 ? (
              <>
                <p className="calc-note">Non confirmé&nbsp;:</p>
                <ul className="calc-notes" data-figure="unconfirmed">
                  {result.law.unconfirmed.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Autres outils&nbsp;:{' '}
        <a href={toolUrl('/pret-hypothecaire/simulation', typed, ['pays', 'montant', 'taux', 'duree'])}>Simulation de prêt hypothécaire</a>{' '}
        · <a href={toolUrl('/pret-immobilier/outils/capacite-d-emprunt', typed, ['pays', 'taux', 'duree'])}>Capacité d’emprunt</a> ·{' '}
        <a href="/pret-immobilier/outils/calculette">Calculette de prêt</a>
      </p>
    </div>
  );
}
