import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { CAPACITY_PAGE_DEFAULTS, capacityView } from '../../calculators/capacity-page-view.ts';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { CapacityFields, CapacityResult, countryName } from '../../calculators/capacity-view.tsx';
import { DebtRatioGauge } from '../../calculators/debt-ratio-gauge.tsx';
import { NumberField, SelectField } from '../../calculators/fields.tsx';
import type { FieldErrors } from '../../calculators/form-values.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { PROFILE_OPTIONS } from '../../calculators/purchase-options.ts';
import { ReachVerdict } from '../../calculators/reach-verdict.tsx';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import { CAPACITY_PARAMS, toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import type { Route } from './+types/borrowing-capacity';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Capacité d’emprunt\u00a0: combien pouvez-vous emprunter\u202f?',
    description:
      'Calculez votre capacité d’emprunt immobilier selon les règles du Luxembourg, de la Belgique ou de la France\u00a0: mensualité maximale, montant, taux d’endettement et reste à vivre.',
    path: PATH,
    origin: loaded?.origin,
  });
}

const PATH = '/pret-immobilier/outils/capacite-d-emprunt';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, CAPACITY_PAGE_DEFAULTS);
  const law = calculatorLaw(useCases, 'mortgage');
  const view = capacityView(values, law);
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  return { origin: siteOrigin(site), values, law, view, next };
}

export default function BorrowingCapacityPage({ loaderData }: Route.ComponentProps) {
  const { values, law } = loaderData;
  const compute = useCallback((query: URLSearchParams) => capacityView(readValues(query, CAPACITY_PAGE_DEFAULTS).values, law), [law]);
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  // The numbers as typed, for the links to the other tools.
  const typed = readValues(new URLSearchParams(search), CAPACITY_PAGE_DEFAULTS).values;
  const { errors, capacity, refusal, legal, ceiling, terms, verdict } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Capacité d’emprunt</h1>
        <p className="muted">
          Le montant que vous pouvez emprunter selon vos revenus, vos crédits en cours et la règle d’endettement de votre pays.
        </p>
      </section>
      <CalculatorForm label="Vos revenus et votre prêt" submitLabel="Calculer ma capacité" live={update}>
        <CapacityFields values={values} errors={errors} />
        <ProjectFields values={values} errors={errors} />
      </CalculatorForm>
      {verdict ? <ReachVerdict verdict={verdict} ownFunds="montant" path={PATH} values={view.values} /> : null}
      {capacity ? (
        <CapacityResult capacity={capacity} gauge={<DebtRatioGauge capacity={capacity} country={countryName(capacity.rule.country)} />} />
      ) : null}
      {capacity ? <CeilingAlert message={ceiling} /> : null}
      {next ? <NextStepsLinks steps={next} /> : null}
      {capacity ? (
        <div className="calc-share">
          <CopyLinkButton />
          <PdfLink path={PATH} search={search} />
        </div>
      ) : null}
      {refusal ? (
        <p className="calc-verdict calc-verdict--ko" role="alert" data-figure="capacity-refusal">
          {refusal}
        </p>
      ) : null}
      {!capacity && !refusal ? (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      ) : null}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Pour un achat précis, avec les frais et l’apport&nbsp;:{' '}
        <a href={toolUrl('/pret-hypothecaire/combien-emprunter', typed, [...CAPACITY_PARAMS, 'prix', 'profil'])}>
          Combien emprunter&#x202f;?
        </a>
      </p>
    </div>
  );
}

/** The capacity page's optional project: the amount to borrow and the price, for the feasibility verdict. */
function ProjectFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <fieldset className="calc-fieldset">
      <legend>Votre projet (facultatif)</legend>
      <NumberField
        name="montant"
        label="Montant à emprunter (€)"
        value={values.montant ?? ''}
        errors={errors}
        hint="Pour savoir si ce prêt respecte les règles de votre pays"
      />
      <NumberField name="prix" label="Prix du bien (€)" value={values.prix ?? ''} errors={errors} hint="Pour la quotité (LTV)" />
      <SelectField
        name="profil"
        label="Votre situation"
        value={values.profil ?? 'firstTimeBuyer'}
        errors={errors}
        options={PROFILE_OPTIONS}
      />
    </fieldset>
  );
}
