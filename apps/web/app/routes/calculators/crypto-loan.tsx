import { formatDuration, formatEuros, formatPercent, leftOutSentence, promotedList, type ComparedOffer } from '@pretscope/core';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorLegal } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions, CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { cryptoLoan } from '../../calculators/crypto.ts';
import { CountryField, Figure, NumberField, SelectField } from '../../calculators/fields.tsx';
import { toCountry, toNumber, validate } from '../../calculators/form-values.ts';
import { OfferList } from '../../calculators/offer-list.tsx';
import { cryptoInputSchema } from '../../calculators/schemas.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import type { Route } from './+types/crypto-loan';

const DEFAULTS = { pays: 'LUX', valeur: '20000', ltv: '50', seuil: '85', taux: '9', duree: '12' };
const FALLBACK_DURATIONS = [3, 6, 12, 18, 24, 36];

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Prêt crypto : montant, LTV et prix de liquidation',
    description:
      'Calculez un prêt garanti par vos cryptomonnaies : montant selon le LTV, baisse du collatéral avant liquidation, intérêts sur la durée, et comparez les offres de prêt crypto.',
    path: '/pret-crypto',
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, readers, site } = context.get(appContext);
  const origin = siteOrigin(site);
  const { values } = readCalculatorValues({ request, url }, DEFAULTS);
  const category = await readers.catalog.categoryBySlug('pret-crypto');
  const durations = category?.config.durations.length ? category.config.durations : FALLBACK_DURATIONS;
  const checked = validate(
    cryptoInputSchema,
    {
      collateral: toNumber(values.valeur),
      ltv: toNumber(values.ltv),
      threshold: toNumber(values.seuil),
      rate: toNumber(values.taux),
      duration: toNumber(values.duree),
      country: values.pays,
    },
    { collateral: 'valeur', ltv: 'ltv', threshold: 'seuil', rate: 'taux', duration: 'duree', country: 'pays' },
  );
  if (!checked.ok) {
    return {
      origin,
      values,
      errors: checked.errors,
      durations,
      result: null,
      offers: [] as ComparedOffer[],
      leftOut: null,
      ...calculatorLegal(useCases, { country: toCountry(values.pays), credit: 'consumer', loan: null }),
    };
  }
  const input = checked.value;
  const result = { ...cryptoLoan(input), ...input };
  const amount = Math.max(1, Math.round(result.loanAmount));
  const compared = category
    ? await useCases.compareOffers({ categorySlug: 'pret-crypto', amount, duration: input.duration })
    : { sponsored: [], ranked: [] };
  // No APR is computed for the visitor's loan: their rate stands for it against the ceiling.
  const own = calculatorLegal(useCases, {
    country: input.country,
    credit: 'consumer',
    loan: { amount: result.loanAmount, durationMonths: input.duration, apr: input.rate },
  });
  // The offers under today's law of the country computed for: those above their market's ceiling left out, and
  // that country's mentions with the example of the best offer shown (the calculator's alone when none is).
  const law = useCases.offerListLaw({ visitor: input.country, credit: 'consumer', amount, duration: input.duration, offers: compared });
  const legal = law.offers.ranked.length > 0 ? (law.mentions[0] ?? own.legal) : own.legal;
  return {
    origin,
    values,
    errors: {},
    durations,
    result,
    offers: promotedList(law.offers),
    leftOut: leftOutSentence(law.leftOut, amount, input.duration),
    legal,
    ceiling: own.ceiling,
  };
}

export default function CryptoLoan({ loaderData }: Route.ComponentProps) {
  const { values, errors, durations, result, offers, leftOut, legal, ceiling } = loaderData;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Prêt crypto : combien emprunter contre vos cryptomonnaies ?</h1>
        <p className="muted">
          Vous déposez des cryptomonnaies en garantie (le collatéral) et empruntez une part de leur valeur, le LTV. Si leur cours baisse
          jusqu’au seuil de liquidation, le prêteur vend le collatéral.
        </p>
      </section>
      <CalculatorForm label="Données du prêt crypto">
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
          hint="LTV auquel le prêteur liquide, souvent 85 %"
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
          <CopyLinkButton />
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
          <p className="calc-note">
            Si la valeur de votre collatéral tombe à {formatEuros(result.liquidationValue)}, soit une baisse de{' '}
            {formatPercent(result.liquidationDrop)}, le LTV atteint {formatPercent(result.threshold, 0)} et le prêteur peut vendre vos
            cryptomonnaies. Un LTV plus bas laisse plus de marge.
          </p>
          <CeilingAlert message={ceiling} />
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      {result ? (
        <section aria-labelledby="offres">
          <h2 id="offres">
            Offres de prêt crypto pour {formatEuros(Math.round(result.loanAmount), 0)} sur {formatDuration(result.duration, 'month')}
          </h2>
          <p className="disclosure">
            Classement par taux croissant, puis par TAEG ; les offres marquées « Annonce » sont des emplacements payés. La liste n’est pas
            exhaustive. {leftOut ? <span data-left-out="">{leftOut} </span> : null}
            <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a>
          </p>
          {offers.length > 0 ? <OfferList offers={offers} /> : <p>Aucune offre observée pour ce montant et cette durée.</p>}
        </section>
      ) : null}
      <CalculatorMentions legal={legal} />
    </div>
  );
}
