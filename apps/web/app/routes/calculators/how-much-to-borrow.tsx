import { useCallback, useState } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorDay, calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
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
import { withHousingAids, type AidRules, type BorrowAidsView, type HousingAidsView } from '../../calculators/housing-aids-view.ts';
import { BORROW_AID_DEFAULTS, BORROW_DEFAULTS } from '../../calculators/borrow-fields.ts';
import { borrowView } from '../../calculators/borrow-view.ts';
import { calculatorLegal } from '../../calculators/calculator-law.ts';
import { CAPACITY_DEFAULTS, capacityLoan, computeCapacity } from '../../calculators/capacity.ts';
import { toCountry } from '../../calculators/form-values.ts';
import { HousingAidFields } from '../../calculators/housing-aid-fields.tsx';
import { housingAidsMarkup } from '../../calculators/housing-aids-markup.server.tsx';
import type { LiveUpdate } from '../../calculators/live-calculator.ts';
import type * as LiveCode from '../../calculators/housing-aids.tsx';
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
  const values = { ...readValues(url, BORROW_AID_DEFAULTS).values, ...capacityForm.values };
  const day = calculatorDay(useCases, 'mortgage');
  const law = calculatorLaw(useCases, 'mortgage', day);
  // The purchase's costs and the housing aids too, with that day's rules; the browser computes with the same.
  const { costs } = day.rules;
  const aidRules: AidRules = { ptz: frenchZeroRateLoanRulesOn(day.now), luxembourg: luxembourgHousingAidRulesOn(day.now) };
  const { aids, ...view } = withHousingAids(borrowView(values, law, costs), values, aidRules);
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  // The first paint shows this view, the aids as HTML: the browser's computation loads at the visitor's first input.
  const aidsHtml = aids ? housingAidsMarkup(aids) : null;
  return { origin: siteOrigin(site), values, law, costs, aidRules, view: view as PageView, next, aidsHtml };
}

/** The page's view: the aids undefined in the loader's (the server's HTML shows them). */
type PageView = Omit<BorrowAidsView, 'aids'> & { aids?: HousingAidsView | null };

/**
 * The page's computation in the browser (the purchase, the verdict, the aids with their words and their section),
 * fetched once, at a visitor's first input: the first paint shows the loader's view and needs none of it (decision
 * 0024; test/bench/RESULTS.md « Live housing aids in combien emprunter »).
 */
type LiveModule = typeof LiveCode;
let liveModule: Promise<LiveModule> | undefined;

export default function HowMuchToBorrow({ loaderData }: Route.ComponentProps) {
  const { values, law, costs, aidRules } = loaderData;
  const [code, setCode] = useState<LiveModule | null>(null);
  const loaded = loaderData.view;
  const compute = useCallback(
    (query: URLSearchParams): PageView => {
      const typed = readValues(query, BORROW_AID_DEFAULTS).values;
      if (code) return code.borrowAidsView(typed, law, costs, aidRules);
      // Until the rest of the computation is here: the capacity and the legal mentions at once, the rest as loaded.
      const capacity = computeCapacity(typed, law.rules);
      const legal = calculatorLegal(law, { country: toCountry(typed.pays), loan: capacityLoan(capacity) });
      return { ...loaded, ...legal, values: typed, capacity, errors: { ...loaded.errors, ...capacity.errors } };
    },
    [code, law, costs, aidRules, loaded],
  );
  const { view, search, update: updateFigures } = useLiveCalculator(loaderData.view, compute);
  const update = useCallback(
    (form: HTMLFormElement, how: LiveUpdate) => {
      // Offline, the aids stay and the next input tries again.
      if (!code)
        (liveModule ??= import('../../calculators/housing-aids.tsx')).then(setCode, () => {
          liveModule = undefined;
        });
      updateFigures(form, how);
    },
    [code, updateFigures],
  );
  // The numbers as typed, for the links to the other tools.
  const typed = readValues(new URLSearchParams(search), BORROW_DEFAULTS).values;
  const { errors, capacity, budget, verdict, legal, ceiling, terms, aids } = view;
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
        <HousingAidFields form={view.aidForm} errors={errors} />
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
      {aids && code ? (
        <code.HousingAids aids={aids} />
      ) : aids === undefined && loaderData.aidsHtml ? (
        <div dangerouslySetInnerHTML={{ __html: loaderData.aidsHtml }} />
      ) : null}
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
