import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorDay, calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { BORROW_DEFAULTS, borrowView } from '../../calculators/borrow-view.ts';
import { CAPACITY_DEFAULTS } from '../../calculators/capacity.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { ReachVerdict } from '../../calculators/reach-verdict.tsx';
import { CAPACITY_PARAMS, neededShown, toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { BudgetFields, BudgetResult, CapacityFields, CapacityResult } from '../../calculators/capacity-view.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { frenchZeroRateLoanRulesOn, luxembourgHousingAidRulesOn } from '@pretscope/core';
import { AID_DEFAULTS, aidPurchase, housingAidsView } from '../../calculators/housing-aids-view.ts';
import { CarriedAidFields, HousingAids } from '../../calculators/housing-aids.tsx';
import { housingAidsMarkup } from '../../calculators/housing-aids-markup.server.tsx';
import type { Route } from './+types/how-much-to-borrow';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Combien emprunter pour acheter\u202f? Capacité, frais d’achat et apport',
    description:
      'Combien emprunter pour votre achat au Luxembourg, en Belgique ou en France\u00a0: capacité d’emprunt, frais d’acquisition, prêt nécessaire et quotité (LTV) selon les règles de votre pays.',
    path: PATH,
    origin: loaded?.origin,
  });
}

const PATH = '/pret-hypothecaire/combien-emprunter';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  // The remembered country stands in for the default one; the purchase's fields are read as sent.
  const capacityForm = readCalculatorValues({ request, url }, CAPACITY_DEFAULTS);
  const values = { ...readValues(url, BORROW_DEFAULTS).values, ...capacityForm.values };
  const day = calculatorDay(useCases, 'mortgage');
  const law = calculatorLaw(useCases, 'mortgage', day);
  // The purchase's costs too, with that day's rates.
  const { costs } = day.rules;
  const view = borrowView(values, law, costs);
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  // The aids are computed here only: their tables stay on the server (housing-aids-view.ts).
  const aidValues = readValues(url, AID_DEFAULTS).values;
  const aids = housingAidsView(aidValues, aidPurchase(view), {
    ptz: frenchZeroRateLoanRulesOn(day.now),
    luxembourg: luxembourgHousingAidRulesOn(day.now),
  });
  const aidsHtml = aids ? housingAidsMarkup(aids) : null;
  return { origin: siteOrigin(site), values, law, costs, view, next, aidsHtml };
}

export default function HowMuchToBorrow({ loaderData }: Route.ComponentProps) {
  const { values, law, costs } = loaderData;
  const compute = useCallback((query: URLSearchParams) => borrowView(readValues(query, BORROW_DEFAULTS).values, law, costs), [law, costs]);
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  // The numbers as typed, for the links to the other tools.
  const typed = readValues(new URLSearchParams(search), BORROW_DEFAULTS).values;
  const { errors, capacity, budget, verdict, legal, ceiling, terms } = view;
  const steps = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  // Not feasible, the fixes come first and the offers wait until the project fits.
  const next = steps && !verdict?.feasible ? { offers: null, request: steps.request } : steps;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Combien emprunter&#x202f;?</h1>
        <p className="muted">
          Votre capacité d’emprunt, les frais d’achat de votre pays, le prêt nécessaire et la quotité admise, en une fois.
        </p>
      </section>
      <CalculatorForm label="Vos revenus et votre achat" live={update}>
        <CapacityFields values={values} errors={errors} />
        <BudgetFields values={values} errors={errors} />
        <CarriedAidFields search={search} />
      </CalculatorForm>
      {verdict ? <ReachVerdict verdict={verdict} ownFunds="apport" path={PATH} values={view.values} /> : null}
      {capacity.refusal ? (
        <p className="calc-verdict calc-verdict--ko" role="alert" data-figure="capacity-refusal">
          {capacity.refusal}
        </p>
      ) : null}
      {budget.refusal ? (
        <p className="calc-verdict calc-verdict--ko" role="alert">
          {budget.refusal}
        </p>
      ) : null}
      {next ? (
        <NextStepsLinks steps={next} heading={verdict?.feasible ? 'Et ensuite\u202f?' : 'Parler de votre projet à un conseiller'} />
      ) : null}
      {capacity.capacity ? <CapacityResult capacity={capacity.capacity} rounded /> : null}
      {capacity.capacity ? <CeilingAlert message={ceiling} /> : null}
      {budget.budget ? <BudgetResult budget={budget.budget} /> : null}
      {loaderData.aidsHtml ? <HousingAids html={loaderData.aidsHtml} carried={typed} /> : null}
      {capacity.capacity || budget.budget ? (
        <div className="calc-share">
          <CopyLinkButton />
          <PdfLink path={PATH} search={search} />
        </div>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir tous les résultats.
        </p>
      ) : null}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Ensuite&nbsp;:{' '}
        <a
          href={toolUrl('/pret-hypothecaire/simulation', { ...typed, montant: verdict ? String(neededShown(verdict.loan)) : undefined }, [
            'pays',
            'montant',
            'taux',
            'duree',
            'assurance',
          ])}
        >
          simuler le prêt
        </a>{' '}
        ou{' '}
        <a href={toolUrl('/pret-immobilier/outils/capacite-d-emprunt', typed, CAPACITY_PARAMS)}>
          voir le détail de votre capacité d’emprunt
        </a>
        .
      </p>
    </div>
  );
}
