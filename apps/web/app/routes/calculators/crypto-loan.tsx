import { formatDuration, formatEuros, formatPercent } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { useBackgroundData } from '../../calculators/background-data.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { CRYPTO_DEFAULTS, cryptoOffersUrl, cryptoView, liquidationNote, type CryptoOffers } from '../../calculators/crypto.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { cryptoOffers } from '../../calculators/crypto-offers.server.ts';
import { CountryField, Figure, NumberField, SelectField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { LiquidationChart } from '../../calculators/liquidation-chart.tsx';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { OfferList } from '../../calculators/offer-list.tsx';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import type { Route } from './+types/crypto-loan';

const FALLBACK_DURATIONS = [3, 6, 12, 18, 24, 36];

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Prêt crypto\u00a0: montant, LTV et prix de liquidation',
    description:
      'Calculez un prêt garanti par vos cryptomonnaies\u00a0: montant selon le LTV, baisse du collatéral avant liquidation, intérêts sur la durée, et comparez les offres de prêt crypto.',
    path: '/pret-crypto',
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, readers, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, CRYPTO_DEFAULTS);
  const category = await readers.catalog.categoryBySlug('pret-crypto');
  const durations = category?.config.durations.length ? category.config.durations : FALLBACK_DURATIONS;
  const law = calculatorLaw(useCases, 'consumer');
  const view = cryptoView(values, law);
  const offers = view.terms ? await cryptoOffers({ useCases, readers }, view.terms) : null;
  return { origin: siteOrigin(site), values, durations, law, view, offers };
}

const readOffers = (json: unknown): CryptoOffers | null | undefined =>
  json !== null && typeof json === 'object' && Array.isArray((json as CryptoOffers).offers) ? (json as CryptoOffers) : undefined;

export default function CryptoLoan({ loaderData }: Route.ComponentProps) {
  const { values, durations, law } = loaderData;
  const compute = useCallback((query: URLSearchParams) => cryptoView(readValues(query, CRYPTO_DEFAULTS).values, law), [law]);
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, ceiling } = view;
  // The offers are the server's: those of the typed terms once it answers, the last ones known meanwhile (their
  // heading names their own amount and duration).
  const { data: list } = useBackgroundData<CryptoOffers | null>(
    cryptoOffersUrl(view.terms),
    cryptoOffersUrl(loaderData.view.terms),
    loaderData.offers,
    readOffers,
  );
  // That country's mentions with the best offer's example, else the calculator's own.
  const legal = list?.legal && list.country === view.legal.country ? list.legal : view.legal;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Prêt crypto&nbsp;: combien emprunter contre vos cryptomonnaies&#x202f;?</h1>
        <p className="muted">
          Vous déposez des cryptomonnaies en garantie (le collatéral) et empruntez une part de leur valeur, le LTV. Si leur cours baisse
          jusqu’au seuil de liquidation, le prêteur vend le collatéral.
        </p>
      </section>
      <CalculatorForm label="Données du prêt crypto" live={update}>
        <CountryField value={values.pays} errors={errors} />
        <NumberField name="valeur" label="Valeur du collatéral (€)" value={values.valeur} errors={errors} />
        <NumberField
          name="ltv"
          label="LTV souhaité (%)"
          value={values.ltv}
          errors={errors}
          hint="Part de la valeur du collatéral empruntée"
        />
        <NumberField
          name="seuil"
          label="Seuil de liquidation (%)"
          value={values.seuil}
          errors={errors}
          hint="LTV auquel le prêteur liquide, souvent 85&nbsp;%"
        />
        <NumberField name="taux" label="Taux annuel (%)" value={values.taux} errors={errors} />
        <SelectField
          name="duree"
          label="Durée"
          value={values.duree}
          errors={errors}
          options={durations.map((months) => ({ value: String(months), label: formatDuration(months, 'month') }))}
        />
      </CalculatorForm>
      {result ? (
        <section className="calc-result" aria-labelledby="resultat" aria-live="polite">
          <h2 id="resultat">Votre prêt contre {formatEuros(result.collateral, 0)} de cryptomonnaies</h2>
          <div className="calc-share">
            <CopyLinkButton />
            <PdfLink path="/pret-crypto" search={search} />
          </div>
          <dl className="calc-figures">
            <Figure label="Montant du prêt" value={formatEuros(result.loanAmount)} figure="loan-amount" strong />
            <Figure label="Valeur du collatéral à la liquidation" value={formatEuros(result.liquidationValue)} figure="liquidation-value" />
            <Figure
              label="Baisse tolérée avant liquidation"
              value={formatPercent(result.liquidationDrop)}
              figure="liquidation-drop"
              strong
            />
            <Figure label="Mensualité" value={formatEuros(result.monthlyPayment)} figure="payment" />
            <Figure
              label={`Intérêts sur ${formatDuration(result.duration, 'month')}`}
              value={formatEuros(result.totalInterest)}
              figure="total-interest"
            />
          </dl>
          <p className="calc-note">{liquidationNote(result)}</p>
          <CeilingAlert message={ceiling} />
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      {/* Outside the live region above: the chart and its table are not read out at each key press. */}
      {result ? (
        <section aria-labelledby="baisse-du-cours">
          <h2 id="baisse-du-cours">Si le cours baisse</h2>
          <LiquidationChart loan={result} />
        </section>
      ) : null}
      {result && list ? (
        <section aria-labelledby="offres">
          <h2 id="offres">
            Offres de prêt crypto pour {formatEuros(list.amount, 0)} sur {formatDuration(list.duration, 'month')}
          </h2>
          <p className="disclosure">
            Classement par taux croissant, puis par TAEG&#x202f;; les offres marquées «&#x202f;Annonce&#x202f;» sont des emplacements payés.
            La liste n’est pas exhaustive. {list.leftOut ? <span data-left-out="">{list.leftOut} </span> : null}
            <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a>
          </p>
          {list.offers.length > 0 ? <OfferList offers={list.offers} /> : <p>Aucune offre observée pour ce montant et cette durée.</p>}
        </section>
      ) : null}
      <CalculatorMentions legal={legal} />
    </div>
  );
}
