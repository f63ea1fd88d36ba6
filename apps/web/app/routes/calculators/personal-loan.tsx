import { countryLabels, defaultTerms, formatDuration, formatEuros, formatPercent, isCountry, outboundUrl, type MarketMentions, type ResourceRecord, type ResourceStore } from '@pretscope/core';
import { data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { Figure, SelectField } from '../../calculators/fields.tsx';
import { readValues, type FieldErrors } from '../../calculators/form-values.ts';
import { loadCategory } from '../../load-category.server.ts';
import { text } from '../../records/text.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { LegalMentionsBlock } from '../../legal/legal-mentions-block.tsx';
import { visitorCountry } from '../../visitor-country.server.ts';
import type { Route } from './+types/personal-loan';

const CATEGORY_SLUG = 'pret-personnel';

function isoDate(value: unknown): string {
  return value instanceof Date ? value.toISOString() : text(value);
}

/** The latest rate observed for the product at the category's default amount and duration, else its latest monthly statistics. */
async function latestRate(resources: ResourceStore, productId: number, amount: number, duration: number) {
  const loans = await resources.list({
    type: 'loans',
    filter: { productId: [String(productId)], amount: [String(amount)], duration: [String(duration)] },
    sort: [{ field: 'createdAt', direction: 'desc' }],
    page: { offset: 0, limit: 1 },
    include: [],
  });
  const loan = loans.ok ? loans.value.records[0] : undefined;
  const stats = await resources.list({ type: 'loanstats', filter: { productId: [String(productId)] }, sort: [{ field: 'createdAt', direction: 'desc' }], page: { offset: 0, limit: 1 }, include: [] });
  const stat = stats.ok ? stats.value.records[0] : undefined;
  const observed = loan && typeof loan.attributes.rate === 'number' ? { rate: loan.attributes.rate, observedAt: isoDate(loan.attributes.createdAt) } : null;
  const monthly = stat && typeof stat.attributes.min === 'number'
    ? { min: stat.attributes.min as number, max: Number(stat.attributes.max), mean: Number(stat.attributes.mean), count: Number(stat.attributes.count), month: isoDate(stat.attributes.createdAt) }
    : null;
  return { observed, monthly };
}

/**
 * The amount and duration of the simulation: one of the category's preset amounts and durations (the grid rates
 * are observed on), the category's defaults when the URL has none; anything else is refused in French.
 */
function chosenTerms(url: URL, amounts: readonly number[], durations: readonly number[], defaults: { amount: number; duration: number }) {
  const { values } = readValues(url, { montant: String(defaults.amount), duree: String(defaults.duration) });
  const errors: FieldErrors = {};
  const amount = Number(values.montant);
  const duration = Number(values.duree);
  if (!amounts.includes(amount)) errors.montant = 'Choisissez un montant de la liste.';
  if (!durations.includes(duration)) errors.duree = 'Choisissez une durée de la liste.';
  return { values, errors, amount, duration };
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const useCases = context.get(appContext);
  const category = await loadCategory(useCases.resources, CATEGORY_SLUG);
  if (!category) throw data(null, { status: 404 });
  const found = await useCases.resources.list({
    type: 'products',
    filter: { slug: [params.slug], categories: [String(category.id)] },
    sort: [],
    page: { offset: 0, limit: 1 },
    include: ['advertiser'],
  });
  const product = found.ok ? found.value.records[0] : undefined;
  if (!product || product.attributes.isDisabled === true) throw data(null, { status: 404 });
  const advertiserId = product.attributes.advertiserId;
  const advertiser: ResourceRecord | undefined = found.ok ? found.value.included.find((record) => record.type === 'announcers' && record.id === advertiserId) ?? found.value.included.find((record) => record.type === 'announcers') : undefined;
  // The category's default terms; a category without any (which the core schema refuses) has nothing to simulate.
  const defaults = defaultTerms(category);
  if (!defaults) throw data(null, { status: 404 });
  const terms = chosenTerms(url, category.config.amounts, category.config.durations, defaults);
  const valid = Object.keys(terms.errors).length === 0;
  // Refused terms leave the page on the category's defaults, with the errors beside the fields.
  const amount = valid ? terms.amount : defaults.amount;
  const duration = valid ? terms.duration : defaults.duration;
  const rates = await latestRate(useCases.resources, product.id, amount, duration);
  const rate = rates.observed?.rate ?? rates.monthly?.mean ?? null;
  // The lender's country sets the rate convention: the offer is made under its rules.
  const countryCode = text(advertiser?.attributes.country);
  const country = isCountry(countryCode) ? countryCode : 'LUX';
  const simulation = rate === null || !valid ? null : useCases.simulateLoan({ amount, rate, duration, country, fees: 0, insuranceRate: 0 });
  const advertiserSlug = text(advertiser?.attributes.slug);
  // The mentions of the visitor's chosen country, else of the lender's; the example is this very simulation.
  const market = visitorCountry({ request, url }) ?? country;
  const legal: MarketMentions = {
    country: market,
    label: countryLabels[market],
    mentions: useCases.legalMentions({
      market,
      context: {
        credit: 'consumer',
        ...(simulation && rate !== null ? { example: { amount, duration, rate, apr: simulation.apr, monthlyPayment: simulation.payment, totalDue: simulation.totalDue, fees: 0 } } : {}),
        ...(advertiser?.attributes.advertisersCategory === 'courtier' ? { intermediary: text(advertiser.attributes.name) } : {}),
      },
    }),
  };
  const ceiling = simulation ? useCases.checkLegalCeiling({ market, kind: 'consumer', amount, durationMonths: duration, apr: simulation.apr }) : null;
  return {
    legal,
    ceiling: ceiling?.message ?? null,
    origin: siteOrigin(useCases),
    values: terms.values,
    errors: terms.errors,
    choices: { amounts: category.config.amounts, durations: category.config.durations },
    product: {
      id: product.id,
      name: text(product.attributes.name),
      slug: text(product.attributes.slug),
      title: text(product.attributes.title) || text(product.attributes.name),
      metaTitle: text(product.attributes.metaTitle),
      metaDesc: text(product.attributes.metaDesc),
      info: text(product.attributes.info),
      apr: text(product.attributes.apr),
      tags: Array.isArray(product.attributes.tags) ? (product.attributes.tags as unknown[]).map(String) : [],
      outbound: advertiserSlug ? outboundUrl({ id: product.id, slug: text(product.attributes.slug) }, { slug: advertiserSlug }) : null,
    },
    advertiser: advertiser
      ? { name: text(advertiser.attributes.name), slug: advertiserSlug, logo: text(advertiser.attributes.logo), country: countryLabels[country] ?? countryCode, description: text(advertiser.attributes.description).replace(/\*\*|__|`/g, '') /* markdown emphasis, shown as plain text */ }
      : null,
    category: { name: category.name, slug: category.slug },
    amount,
    duration,
    unit: category.config.durationUnit,
    rates,
    simulation: simulation ? { payment: simulation.payment, totalInterest: simulation.totalInterest, totalCost: simulation.totalCost, totalDue: simulation.totalDue, apr: simulation.apr, rate: rate ?? 0 } : null,
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { product, advertiser } = loaded;
  return pageMeta({
    title: product.metaTitle || `${product.name}${advertiser ? ` – ${advertiser.name}` : ''}`,
    description: product.metaDesc || `${product.name}${advertiser ? ` de ${advertiser.name}` : ''} : taux observé, simulation et demande de prêt personnel.`,
    path: `/pret-personnel/${product.slug}`,
    origin: loaded.origin,
  });
}

/** '2026-05-01T00:00:00.000Z' → 'mai 2026'. */
function frenchMonth(iso: string): string {
  const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
  const match = /^(\d{4})-(\d{2})/.exec(iso);
  return match ? `${months[Number(match[2]) - 1]} ${match[1]}` : '';
}

export default function PersonalLoan({ loaderData }: Route.ComponentProps) {
  const { product, advertiser, amount, duration, unit, rates, simulation, values, errors, choices, legal, ceiling } = loaderData;
  return (
    <div className="container calc">
      <nav aria-label="Fil d’Ariane" className="calc-breadcrumb">
        <a href="/">Accueil</a> › <a href="/pret-personnel">Prêt personnel</a> › <span aria-current="page">{product.name}</span>
      </nav>
      <section className="hero calc__intro">
        <h1>{product.title}{advertiser ? ` — ${advertiser.name}` : ''}</h1>
        {product.info ? <p>{product.info}</p> : null}
        {product.tags.length > 0 ? <ul className="calc-tags">{product.tags.map((tag) => <li key={tag} className="badge">{tag}</li>)}</ul> : null}
      </section>

      {advertiser ? (
        <section className="card calc-advertiser" aria-labelledby="etablissement">
          {advertiser.logo ? <ResponsiveImage src={advertiser.logo} alt="" width={64} height={64} sizes="64px" fit="contain" keepVector /> : null}
          <div>
            <h2 id="etablissement"><a href={`/banques-et-courtiers/${advertiser.slug}`}>{advertiser.name}</a></h2>
            <p className="muted">{advertiser.country}</p>
            {advertiser.description ? <p>{advertiser.description}</p> : null}
          </div>
        </section>
      ) : null}

      <CalculatorForm label="Montant et durée de la simulation">
        <SelectField name="montant" label="Montant" value={values.montant} errors={errors} options={choices.amounts.map((value) => ({ value: String(value), label: formatEuros(value, 0) }))} />
        <SelectField name="duree" label="Durée" value={values.duree} errors={errors} options={choices.durations.map((value) => ({ value: String(value), label: formatDuration(value, unit) }))} />
      </CalculatorForm>

      <section className="calc-result" aria-labelledby="taux" aria-live="polite">
        <h2 id="taux">Dernier taux observé</h2>
        {rates.observed || rates.monthly ? (
          <dl className="calc-figures">
            {rates.observed ? <Figure label={`Taux pour ${formatEuros(amount, 0)} sur ${formatDuration(duration, unit)}`} value={formatPercent(rates.observed.rate)} figure="latest-rate" strong /> : null}
            {rates.monthly ? <Figure label={`Taux de ${formatPercent(rates.monthly.min)} à ${formatPercent(rates.monthly.max)} (${frenchMonth(rates.monthly.month)})`} value={`moyenne ${formatPercent(rates.monthly.mean)}`} figure="monthly-rates" /> : null}
            {product.apr ? <Figure label="TAEG annoncé" value={product.apr} figure="announced-apr" /> : null}
          </dl>
        ) : (
          <p>Aucun taux observé récemment pour ce produit.</p>
        )}
      </section>

      {simulation ? (
        <section className="calc-result" aria-labelledby="simulation" aria-live="polite">
          <h2 id="simulation">Simulation : {formatEuros(amount, 0)} sur {formatDuration(duration, unit)} à {formatPercent(simulation.rate)}</h2>
          <CopyLinkButton />
          <dl className="calc-figures">
            <Figure label="Mensualité" value={formatEuros(simulation.payment)} figure="payment" strong />
            <Figure label="Total des intérêts" value={formatEuros(simulation.totalInterest)} figure="total-interest" />
            <Figure label="Coût total du crédit" value={formatEuros(simulation.totalCost)} figure="total-cost" />
            <Figure label="Montant total dû" value={formatEuros(simulation.totalDue)} figure="total-due" />
            <Figure label="TAEG (hors frais)" value={formatPercent(simulation.apr)} figure="apr" />
          </dl>
          {ceiling ? <p className="legal-alert" role="note" data-ceiling="">{ceiling}</p> : null}
          <p className="legal">Exemple calculé au dernier taux observé, sans frais ni assurance ; l’offre du prêteur fait foi.</p>
        </section>
      ) : null}

      <LegalMentionsBlock markets={[legal]} labelled={false} />

      <p className="calc-actions">
        <a className="button" href={`/pret-personnel/demande?produit=${encodeURIComponent(product.slug)}`}>Faire une demande de prêt personnel</a>
        {product.outbound ? <a href={product.outbound} rel="sponsored noopener" target="_blank">Voir l’offre chez {advertiser?.name ?? 'le prêteur'}</a> : null}
      </p>
      <p className="muted calc-links"><a href="/pret-personnel">Comparer tous les prêts personnels</a></p>
    </div>
  );
}
