import { formatDuration, formatEuros } from '@pretscope/core';
import { redirect } from 'react-router';
import { appContext } from '../app-context.js';
import { listedCategories } from '../load-category.server.js';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Prêtscope — comparer les prêts au Luxembourg, en Belgique et en France' },
    { name: 'description', content: 'Comparez les taux des prêts hypothécaires, personnels, auto et crypto des banques et courtiers du Luxembourg, de Belgique et de France, et simulez votre prêt.' },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The comparator entry is a plain GET form: without JavaScript it lands here and goes on to the category.
  const chosen = url.searchParams.get('categorie');
  if (chosen && /^[a-z0-9-]+$/.test(chosen)) {
    const next = new URLSearchParams();
    for (const name of ['montant', 'duree']) {
      const value = url.searchParams.get(name);
      if (value && /^\d+$/.test(value)) next.set(name, value);
    }
    throw redirect(`/${chosen}${next.size > 0 ? `?${next}` : ''}`);
  }
  const categories = await listedCategories(context.get(appContext).resources);
  return { categories };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const first = categories[0];
  return (
    <>
      <section className="hero container">
        <h1>Comparez les prêts et trouvez le meilleur taux</h1>
        <p className="muted">Les offres des banques et courtiers du Luxembourg, de Belgique et de France, classées par taux, avec la mensualité, le TAEG et le coût total.</p>
        {first ? (
          <form method="get" action="/" className="card form-row" aria-label="Comparer les offres">
            <div className="field">
              <label htmlFor="categorie">Type de prêt</label>
              <select id="categorie" name="categorie" defaultValue={first.slug}>
                {categories.map((category) => <option key={category.slug} value={category.slug}>{category.name}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="montant">Montant (€)</label>
              <input id="montant" name="montant" inputMode="numeric" pattern="[0-9]*" defaultValue={String(first.config.amounts[first.config.amountIndex] ?? '')} />
            </div>
            <div className="field">
              <label htmlFor="duree">Durée (mois)</label>
              <input id="duree" name="duree" inputMode="numeric" pattern="[0-9]*" defaultValue={String(first.config.durations[first.config.durationIndex] ?? '')} />
            </div>
            <button className="button" type="submit">Comparer</button>
          </form>
        ) : null}
      </section>
      <section className="container" aria-labelledby="comparateurs">
        <h2 id="comparateurs">Nos comparateurs</h2>
        <ul className="cards">
          {categories.map((category) => (
            <li key={category.slug} className="card">
              <h3><a href={`/${category.slug}`}>{category.name}</a></h3>
              <p>{category.summary}</p>
              <p className="muted">
                De {formatEuros(category.config.bounds.minAmount, 0)} à {formatEuros(category.config.bounds.maxAmount, 0)}, sur {formatDuration(category.config.bounds.minDuration, 'month')} à {formatDuration(category.config.bounds.maxDuration, category.config.durationUnit)}.
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
