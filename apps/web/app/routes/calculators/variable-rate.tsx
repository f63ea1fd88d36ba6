import { variableRateLimit } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { bestFixedOffer } from '../../calculators/best-fixed-offer.server.ts';
import { useBackgroundData } from '../../calculators/background-data.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { Figure, FormError, NumberField, SelectField, YearsField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import {
  FixedOfferComparison,
  PathTable,
  ScenarioTable,
  VariableRateLimits,
  VariableRateNote,
} from '../../calculators/variable-rate-parts.tsx';
import {
  fixedOfferUrl,
  VARIABLE_RATE_COUNTRIES,
  VARIABLE_RATE_DEFAULTS,
  VARIABLE_RATE_FORMULAS,
  variableRateCountry,
  variableRateFigures,
  variableRateHeadline,
  variableRateView,
  type FixedOffer,
  type VariableRateValues,
} from '../../calculators/variable-rate-view.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import type { Route } from './+types/variable-rate';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Taux fixe, variable ou capé\u00a0: vos mensualités si le taux monte',
    description:
      'Simulez un prêt hypothécaire à taux variable en Belgique (1/1/1, 3/3/3, 5/5/5, 10/5/5, 20/5/5) ou au Luxembourg\u00a0: mensualités si le taux reste stable, monte d’un ou deux points ou atteint son plafond, limites légales et meilleur taux fixe du comparateur.',
    path: '/pret-immobilier/outils/taux-variable',
    origin: loaded?.origin,
  });
}

/** The values as the page computes them: a country this tool does not cover becomes Belgium. */
function normalized(values: VariableRateValues): VariableRateValues {
  return { ...values, pays: variableRateCountry(values.pays) };
}

const readFixedOffer = (json: unknown): FixedOffer | null | undefined => {
  const offer = (json as { offer?: unknown } | null)?.offer;
  return offer === null || (typeof offer === 'object' && offer !== undefined) ? (offer as FixedOffer | null) : undefined;
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const values = normalized(readCalculatorValues({ request, url }, VARIABLE_RATE_DEFAULTS).values);
  const law = calculatorLaw(useCases, 'mortgage');
  // The day's limits go to the browser as data: the dated table stays on the server.
  const today = new Date(law.now);
  const limits = { BE: variableRateLimit('BE', today), LUX: variableRateLimit('LUX', today) };
  const view = variableRateView(values, law, limits);
  const [next, fixedOffer] = view.terms
    ? await Promise.all([nextSteps(useCases, view.terms), bestFixedOffer(useCases, view.terms)])
    : [null, null];
  return { origin: siteOrigin(site), values, law, limits, view, next, fixedOffer };
}

export default function VariableRatePage({ loaderData }: Route.ComponentProps) {
  const { values, law, limits } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => variableRateView(normalized(readValues(query, VARIABLE_RATE_DEFAULTS).values), law, limits),
    [law, limits],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, legal, terms, ceiling } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  const fixed = useBackgroundData(fixedOfferUrl(terms), fixedOfferUrl(loaderData.view.terms), loaderData.fixedOffer, readFixedOffer);
  const typed = readValues(new URLSearchParams(search), VARIABLE_RATE_DEFAULTS).values;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Taux fixe, variable ou capé&#x202f;?</h1>
        <p className="muted">
          Ce que devient la mensualité d’un prêt hypothécaire à taux variable en Belgique ou au Luxembourg si le taux reste stable, monte
          d’un ou deux points ou atteint son plafond, les limites que la loi met à la hausse, et le pire cas face au meilleur taux fixe du
          comparateur. Les données restent dans l’adresse de la page&nbsp;: vous pouvez la partager.
        </p>
      </section>
      <CalculatorForm label="Données du prêt à taux variable" live={update}>
        <SelectField
          name="pays"
          label="Pays du prêt"
          value={values.pays}
          errors={errors}
          options={VARIABLE_RATE_COUNTRIES}
          hint="Les limites légales suivent ce pays."
        />
        <NumberField name="montant" label="Montant emprunté (€)" value={values.montant} errors={errors} />
        <NumberField name="taux" label="Taux initial (%)" value={values.taux} errors={errors} hint="Par exemple 3 ou 2,85" />
        <YearsField label="Durée du prêt (années)" value={values.duree} errors={errors} />
        <SelectField
          name="formule"
          label="Formule de révision"
          value={values.formule}
          errors={errors}
          options={VARIABLE_RATE_FORMULAS}
          hint="5/5/5&nbsp;: revu après 5&nbsp;ans, puis tous les 5&nbsp;ans."
        />
        <NumberField
          name="cap"
          label="Cap de votre contrat (points)"
          value={values.cap}
          errors={errors}
          placeholder="ex. 2"
          hint="La hausse maximale prévue au contrat, 2 pour un cap +2. Vide&nbsp;: aucun."
        />
        <FormError errors={errors} />
      </CalculatorForm>

      {result && terms ? (
        <section className="calc-result" aria-labelledby="resultat">
          <div aria-live="polite">
            <h2 id="resultat">{variableRateHeadline(result)}</h2>
            <div className="calc-share">
              <CopyLinkButton />
              <PdfLink path="/pret-immobilier/outils/taux-variable" search={search} />
            </div>
            <dl className="calc-figures">
              {variableRateFigures(result).map((figure) => (
                <Figure key={figure.figure} {...figure} />
              ))}
            </dl>
            <CeilingAlert message={ceiling} />
          </div>
          <ScenarioTable result={result} />
          <PathTable result={result} />
          <FixedOfferComparison result={result} offer={fixed.data} current={fixed.current} terms={terms} />
          <VariableRateLimits result={result} />
          {next ? <NextStepsLinks steps={next} /> : null}
          <VariableRateNote result={result} />
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
        ·{' '}
        <a href={toolUrl('/pret-immobilier/outils/remboursement-anticipe', typed, ['pays', 'montant', 'taux', 'duree'])}>
          Remboursement anticipé
        </a>
      </p>
    </div>
  );
}
