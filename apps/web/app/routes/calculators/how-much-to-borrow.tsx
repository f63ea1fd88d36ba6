import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLegal } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import {
  BUDGET_DEFAULTS,
  CAPACITY_DEFAULTS,
  capacityLoan,
  computeBudget,
  computeCapacity,
  computeReach,
} from '../../calculators/capacity.server.ts';
import { NextStepsLinks } from '../../calculators/next-steps.tsx';
import { ReachVerdict } from '../../calculators/reach-verdict.tsx';
import { CAPACITY_PARAMS, mortgageCategoryFor, neededShown, toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { BudgetFields, BudgetResult, CapacityFields, CapacityResult } from '../../calculators/capacity-view.tsx';
import { readValues, toCountry } from '../../calculators/form-values.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import type { Route } from './+types/how-much-to-borrow';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Combien emprunter pour acheter ? Capacité, frais d’achat et apport',
    description:
      'Combien emprunter pour votre achat au Luxembourg, en Belgique ou en France : capacité d’emprunt, frais d’acquisition, prêt nécessaire et quotité (LTV) selon les règles de votre pays.',
    path: PATH,
    origin: loaded?.origin,
  });
}

const PATH = '/pret-hypothecaire/combien-emprunter';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const capacityForm = readCalculatorValues({ request, url }, CAPACITY_DEFAULTS);
  const budgetForm = readValues(url, BUDGET_DEFAULTS);
  const capacity = computeCapacity(capacityForm.values);
  const budget = computeBudget(budgetForm.values, capacityForm.values.pays);
  const reach = computeReach(capacity, budget);
  const { useCases, site } = context.get(appContext);
  const country = toCountry(capacityForm.values.pays);
  const legal = calculatorLegal(useCases, { country, credit: 'mortgage', loan: capacityLoan(capacity) });
  // The loan needed (rounded up to 100 €) over the duration retained, to the offers and the request form; out of
  // reach, the suggested changes come first and the offers wait until the project fits.
  const steps =
    reach && reach.loanNeeded > 0
      ? await nextSteps(useCases, {
          categorySlug: mortgageCategoryFor(country),
          amount: neededShown(reach.loanNeeded),
          durationMonths: reach.duration,
          country,
        })
      : null;
  return {
    origin: siteOrigin(site),
    values: { ...capacityForm.values, ...budgetForm.values },
    errors: { ...capacity.errors, ...budget.errors },
    capacity,
    budget,
    reach,
    ownFunds: budget.input?.ownFunds ?? 0,
    next: steps && !reach?.reachable ? { offers: null, request: steps.request } : steps,
    ...legal,
  };
}

export default function HowMuchToBorrow({ loaderData }: Route.ComponentProps) {
  const { values, errors, capacity, budget, reach, ownFunds, next, legal, ceiling } = loaderData;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Combien emprunter ?</h1>
        <p className="muted">
          Votre capacité d’emprunt, les frais d’achat de votre pays, le prêt nécessaire et la quotité admise, en une fois.
        </p>
      </section>
      <CalculatorForm label="Vos revenus et votre achat">
        <CapacityFields values={values} errors={errors} />
        <BudgetFields values={values} errors={errors} />
      </CalculatorForm>
      {reach ? <ReachVerdict reach={reach} ownFunds={ownFunds} path={PATH} values={values} /> : null}
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
      {next ? <NextStepsLinks steps={next} heading={reach?.reachable ? 'Et ensuite ?' : 'Parler de votre projet à un conseiller'} /> : null}
      {capacity.capacity ? (
        <CapacityResult capacity={capacity.capacity} income={capacity.income} charges={capacity.charges} rounded />
      ) : null}
      {capacity.capacity ? <CeilingAlert message={ceiling} /> : null}
      {budget.budget ? <BudgetResult budget={budget.budget} /> : null}
      {capacity.capacity || budget.budget ? <CopyLinkButton /> : null}
      {Object.keys(errors).length > 0 ? (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir tous les résultats.
        </p>
      ) : null}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Ensuite :{' '}
        <a
          href={toolUrl(
            '/pret-hypothecaire/simulation',
            { ...values, montant: reach ? String(neededShown(reach.loanNeeded)) : undefined },
            ['pays', 'montant', 'taux', 'duree', 'assurance'],
          )}
        >
          simuler le prêt
        </a>{' '}
        ou{' '}
        <a href={toolUrl('/pret-immobilier/outils/capacite-d-emprunt', values, CAPACITY_PARAMS)}>
          voir le détail de votre capacité d’emprunt
        </a>
        .
      </p>
    </div>
  );
}
