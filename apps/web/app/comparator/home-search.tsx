import { comparatorChoices, type DurationUnit } from '@pretscope/core';
import { useEffect, useState } from 'react';
import { NumberField } from '../calculators/fields.tsx';

export interface SearchCategory {
  slug: string;
  name: string;
  unit: DurationUnit;
}

/** What the home search shows again after the server refused it: the visitor's text and the French errors. */
export interface HomeSearchState {
  slug: string;
  values: { montant: string; duree: string; pays: string };
  errors: Partial<Record<'montant' | 'duree', string>>;
}

const DURATION_LABEL: Readonly<Record<DurationUnit, string>> = { year: 'Durée (ans)', month: 'Durée (mois)' };
const DURATION_EXAMPLE: Readonly<Record<DurationUnit, string>> = { year: 'ex. 20', month: 'ex. 48' };

/**
 * The home page's comparator entry: a GET form to the home page, whose loader reads it with core's
 * comparatorQueryFrom and goes on to the category (or shows the errors here). Empty figures mean the chosen
 * category's own defaults. The duration is asked in the category's unit: years for mortgages, months for consumer
 * credit; without JavaScript the label says both, with it the label follows the chosen category.
 */
export function HomeSearch({
  categories,
  state,
  country,
}: {
  categories: readonly SearchCategory[];
  state: HomeSearchState | null;
  country: string;
}) {
  const [slug, setSlug] = useState(state?.slug ?? categories[0]?.slug ?? '');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const unit = categories.find((category) => category.slug === slug)?.unit;
  const durationLabel = hydrated && unit ? DURATION_LABEL[unit] : 'Durée (en ans pour un prêt immobilier, en mois sinon)';
  const errors = state?.errors ?? {};
  const field = (name: 'montant' | 'duree', label: string, example: string) => (
    <NumberField name={name} label={label} value={state?.values[name] ?? ''} errors={errors} placeholder={example} />
  );
  return (
    <form method="get" action="/" className="card home-search" aria-label="Comparer les offres">
      <div className="field">
        <label htmlFor="categorie">Type de prêt</label>
        <select id="categorie" name="categorie" value={slug} onChange={(event) => setSlug(event.currentTarget.value)}>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {field('montant', 'Montant (€)', 'ex. 250\u202f000')}
      {field('duree', durationLabel, hydrated && unit ? DURATION_EXAMPLE[unit] : 'ex. 20\u00a0ans ou 48\u00a0mois')}
      <div className="field field--country">
        <label htmlFor="home-pays">Pays du prêteur</label>
        <select id="home-pays" name="pays" defaultValue={state?.values.pays ?? country}>
          <option value="tous">Tous les pays</option>
          {comparatorChoices.countries.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button className="button" type="submit">
        Comparer
      </button>
    </form>
  );
}
