import {
  calculatorRulesOn,
  countryLabels,
  defaultTerms,
  formatDuration,
  formatEuros,
  formatPercent,
  frenchTypography,
  lowestOfferApr,
  marketCountries,
  outboundUrl,
} from '@pretscope/core';
import { useCallback } from 'react';
import { data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { LenderLogo } from '../../directory/lender-logo.tsx';
import { lenderLogo } from '../../directory/lender-logo-source.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { Figure, SelectField } from '../../calculators/fields.tsx';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { personalLoanValues, personalLoanView, type PersonalLoanData } from '../../calculators/personal-loan-view.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { LegalMentionsBlock } from '../../legal/legal-mentions-block.tsx';
import { visitorCountry } from '../../visitor-country.server.ts';
import type { Route } from './+types/personal-loan';

const CATEGORY_SLUG = 'pret-personnel';

/**
 * A markdown text shown as plain text: without its emphasis marks, and in French typography, which the markdown
 * renderer would otherwise have set (decision 0017: markdown is typeset when rendered).
 */
function plainText(markdown: string): string {
  return frenchTypography(markdown.replace(/\*\*|__|`/g, ''));
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { useCases, readers, site } = context.get(appContext);
  const { catalog } = readers;
  const category = await catalog.categoryBySlug(CATEGORY_SLUG);
  if (!category) throw data(null, { status: 404 });
  // A visible product of the category (core visibility rule: active, not disabled), with its lender.
  const listing = await catalog.product({ categoryId: category.id, slug: params.slug });
  if (!listing) throw data(null, { status: 404 });
  const { product, advertiser } = listing;
  // The category's default terms; a category without any (which the core schema refuses) has nothing to simulate.
  const defaults = defaultTerms(category);
  if (!defaults) throw data(null, { status: 404 });
  // The latest rates observed at the category's terms, else the product's latest monthly statistics.
  const { latest, statistics } = await catalog.productRates(product.id);
  // The lender's country sets the rate convention: the offer is made under its rules.
  const country = marketCountries.find((code) => code === advertiser.country) ?? 'LUX';
  const now = useCases.today();
  // The mentions of the visitor's chosen country, else of the lender's; the example is this very simulation.
  const market = visitorCountry({ request, url }) ?? country;
  const rules = calculatorRulesOn(now, 'consumer');
  const simulationData: PersonalLoanData = {
    now: now.toISOString(),
    rules: { lending: rules.lending, ceilings: rules.ceilings, mentions: rules.mentions[market] },
    productId: product.id,
    market,
    lenderCountry: country,
    rateType: product.rateType,
    intermediary: advertiser.advertisersCategory === 'courtier' ? advertiser.name : null,
    choices: { amounts: category.config.amounts, durations: category.config.durations },
    defaults: { amount: defaults.amount, duration: defaults.duration },
    latest: latest.map((loan) => ({ amount: loan.amount, duration: loan.duration, rate: loan.rate })),
    meanRate: statistics?.mean ?? null,
  };
  const { values } = personalLoanValues(url, simulationData);
  return {
    origin: siteOrigin(site),
    values,
    simulationData,
    view: personalLoanView(values, simulationData),
    product: {
      name: product.name,
      slug: product.slug,
      title: product.title,
      metaTitle: product.metaTitle,
      metaDesc: product.metaDesc,
      info: plainText(product.info),
      // Its « dès » TAEG: the lowest the comparator computes over its current grid, for its lender's country (issue
      // 20); the product's typed `apr` is deprecated and never shown.
      fromApr: lowestOfferApr(latest, { country: advertiser.country, on: useCases.today(), range: product })?.apr ?? null,
      tags: product.tags,
      outbound: outboundUrl(product, advertiser),
    },
    advertiser: {
      name: advertiser.name,
      slug: advertiser.slug,
      logo: lenderLogo(
        { name: advertiser.name, slug: advertiser.slug, kind: advertiser.advertisersCategory, logo: advertiser.logo },
        'emblem',
      ),
      country: countryLabels[country],
      description: plainText(advertiser.description),
      isIndexed: advertiser.isIndexed,
    },
    unit: category.config.durationUnit,
    monthlyRates: statistics ? { min: statistics.min, max: statistics.max, mean: statistics.mean, createdAt: statistics.createdAt } : null,
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { product, advertiser } = loaded;
  return [
    ...pageMeta({
      title: product.metaTitle || `${product.name} – ${advertiser.name}`,
      description:
        product.metaDesc || `${product.name} de ${advertiser.name}\u00a0: taux observé, simulation et demande de prêt personnel.`,
      path: `/pret-personnel/${product.slug}`,
      origin: loaded.origin,
    }),
    // An unlisted product (its lender is not indexed, core visibility rule) is shown but not indexed, as on its
    // directory page.
    ...(advertiser.isIndexed ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** The month of a stored date (UTC), in French: 'mai 2026'. */
function frenchMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export default function PersonalLoan({ loaderData }: Route.ComponentProps) {
  const { product, advertiser, unit, values, simulationData } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => personalLoanView(personalLoanValues(query, simulationData).values, simulationData),
    [simulationData],
  );
  const { view, update } = useLiveCalculator(loaderData.view, compute);
  const { amount, duration, simulation, errors, legal, ceiling, request } = view;
  const { choices } = simulationData;
  const rates = { observed: view.observed, monthly: loaderData.monthlyRates };
  return (
    <div className="container calc">
      <Breadcrumbs
        crumbs={[
          { name: 'Accueil', path: '/' },
          { name: 'Prêt personnel', path: '/pret-personnel' },
          { name: product.name, path: `/pret-personnel/${product.slug}` },
        ]}
      />
      <section className="hero calc__intro">
        <h1>
          {product.title}
          {` — ${advertiser.name}`}
        </h1>
        {product.info ? <p>{product.info}</p> : null}
        {product.tags.length > 0 ? (
          <ul className="calc-tags">
            {product.tags.map((tag) => (
              <li key={tag} className="badge">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="card calc-advertiser" aria-labelledby="etablissement">
        <LenderLogo logo={advertiser.logo} height={64} alt="" />
        <div>
          <h2 id="etablissement">
            <a href={`/banques-et-courtiers/${advertiser.slug}`}>{advertiser.name}</a>
          </h2>
          <p className="muted">{advertiser.country}</p>
          {advertiser.description ? <p>{advertiser.description}</p> : null}
        </div>
      </section>

      <CalculatorForm label="Montant et durée de la simulation" live={update}>
        <SelectField
          name="montant"
          label="Montant"
          value={values.montant}
          errors={errors}
          options={choices.amounts.map((value) => ({ value: String(value), label: formatEuros(value, 0) }))}
        />
        <SelectField
          name="duree"
          label="Durée"
          value={values.duree}
          errors={errors}
          options={choices.durations.map((value) => ({ value: String(value), label: formatDuration(value, unit) }))}
        />
      </CalculatorForm>

      <section className="calc-result" aria-labelledby="taux" aria-live="polite">
        <h2 id="taux">Dernier taux observé</h2>
        {rates.observed || rates.monthly ? (
          <dl className="calc-figures">
            {rates.observed ? (
              <Figure
                label={`Taux pour ${formatEuros(amount, 0)} sur ${formatDuration(duration, unit)}`}
                value={formatPercent(rates.observed.rate)}
                figure="latest-rate"
                strong
              />
            ) : null}
            {rates.monthly ? (
              <>
                <Figure
                  label={`Fourchette des taux (${frenchMonth(rates.monthly.createdAt)})`}
                  value={`de ${formatPercent(rates.monthly.min)} à ${formatPercent(rates.monthly.max)}`}
                  figure="monthly-rates"
                />
                <Figure
                  label={`Taux moyen (${frenchMonth(rates.monthly.createdAt)})`}
                  value={formatPercent(rates.monthly.mean)}
                  figure="monthly-mean"
                />
              </>
            ) : null}
            {product.fromApr !== null ? <Figure label="TAEG dès" value={formatPercent(product.fromApr)} figure="from-apr" /> : null}
          </dl>
        ) : (
          <p>Aucun taux observé récemment pour ce produit.</p>
        )}
      </section>

      {simulation ? (
        <section className="calc-result" aria-labelledby="simulation" aria-live="polite">
          <h2 id="simulation">
            Simulation&nbsp;: {formatEuros(amount, 0)} sur {formatDuration(duration, unit)} à {formatPercent(simulation.rate)}
          </h2>
          <CopyLinkButton />
          <dl className="calc-figures">
            <Figure label="Mensualité" value={formatEuros(simulation.payment)} figure="payment" strong />
            <Figure label="Total des intérêts" value={formatEuros(simulation.totalInterest)} figure="total-interest" />
            <Figure label="Coût total du crédit" value={formatEuros(simulation.totalCost)} figure="total-cost" />
            <Figure label="Montant total dû" value={formatEuros(simulation.totalDue)} figure="total-due" />
            <Figure label="TAEG (hors frais)" value={formatPercent(simulation.apr)} figure="apr" />
          </dl>
          {ceiling ? (
            <p className="legal-alert" role="note" data-ceiling="">
              {ceiling}
            </p>
          ) : null}
          <p className="legal">Exemple calculé au dernier taux observé, sans frais ni assurance&#x202f;; l’offre du prêteur fait foi.</p>
        </section>
      ) : null}

      <LegalMentionsBlock markets={[legal]} labelled={false} />

      <p className="calc-actions">
        <a className="button" href={request} data-next="request">
          Faire une demande pour {formatEuros(amount, 0)} sur {formatDuration(duration, unit)}
        </a>
        <a href={product.outbound} rel="sponsored noopener" target="_blank">
          Voir l’offre chez {advertiser.name}
        </a>
      </p>
      <p className="muted calc-links">
        <a href="/pret-personnel">Comparer tous les prêts personnels</a>
      </p>
    </div>
  );
}
