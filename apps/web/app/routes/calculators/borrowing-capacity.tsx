import { Form } from 'react-router';
import '../../styles/calculators.css';
import { CAPACITY_DEFAULTS, computeCapacity } from '../../calculators/capacity.server.js';
import { CapacityFields, CapacityResult } from '../../calculators/capacity-view.js';
import { readValues } from '../../calculators/form-values.js';
import type { Route } from './+types/borrowing-capacity';

export function meta() {
  return [
    { title: 'Capacité d’emprunt : combien pouvez-vous emprunter ? — Prêtscope' },
    { name: 'description', content: 'Calculez votre capacité d’emprunt immobilier selon les règles du Luxembourg, de la Belgique ou de la France : mensualité maximale, montant, taux d’endettement et reste à vivre.' },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const { values } = readValues(new URL(request.url), CAPACITY_DEFAULTS);
  return { values, ...computeCapacity(values) };
}

export default function BorrowingCapacityPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, capacity, refusal, income, charges } = loaderData;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Capacité d’emprunt</h1>
        <p className="muted">Le montant que vous pouvez emprunter selon vos revenus, vos crédits en cours et la règle d’endettement de votre pays.</p>
      </section>
      <Form method="get" className="card calc-form" aria-label="Vos revenus et votre prêt">
        <CapacityFields values={values} errors={errors} />
        <div className="calc-form__actions"><button className="button" type="submit">Calculer ma capacité</button></div>
      </Form>
      {capacity ? <CapacityResult capacity={capacity} income={income} charges={charges} /> : null}
      {refusal ? <p className="calc-verdict calc-verdict--ko" role="alert" data-figure="capacity-refusal">{refusal}</p> : null}
      {!capacity && !refusal ? <p className="calc-note" role="status">Corrigez les champs signalés pour voir le résultat.</p> : null}
      <p className="muted calc-links">Pour un achat précis, avec les frais et l’apport : <a href="/pret-hypothecaire/combien-emprunter">Combien emprunter ?</a></p>
    </div>
  );
}
