import type { MarketCountry } from '../catalogue/country.ts';
import { versionInForce } from '../finance/country-rules.ts';

/**
 * What it costs to lower a mortgage's rate, per country, as dated data: with the same bank (a renegotiation, an
 * amendment of the contract: the guarantee stays) or with another bank that repays the loan and lends anew (a
 * buy-out: a new guarantee, and the old lender's early-repayment indemnity). Three costs: the indemnity, the
 * bank's fees (dossier or amendment fees), and the guarantee of the new loan. Every figure says where it comes
 * from; where we found no source, the entry is `unknown`, the page says so, and the visitor types their own.
 *
 * All sources were read on 2026-11-27 from stored copies of the pages cited (none is an official journal itself,
 * except the Belgian royal decree as reproduced by lisloi.be).
 *
 * France. The indemnity is the early-repayment rule (legal/early-repayment-penalties.ts, art. R313-25), for a
 * buy-out as for an amendment with the same bank, which may ask for it (or less: it is negotiated). Amendment
 * fees: no legal cap; MoneyVox surveyed 107 banks' price lists on 1 August 2021 and published the average fee for
 * a capital owed of 100 000 €, 200 000 € and 400 000 € (1 162 €, 1 926 €, 3 291 €;
 * moneyvox.fr/tarif-bancaire/comparatif/frais-renegociation-credit-immobilier.php); we interpolate between them.
 * A new lender's dossier fees: no legal cap; « un ordre de grandeur de 1 % du montant emprunté (plus souvent
 * une fourchette entre 0.5 et 1.5 %) » (immobilier-danger.com, « Frais de dossier d'un prêt immobilier », updated
 * 12 January 2023). Guarantee of the new loan: a mutual surety (caution), « dont le coût est compris entre 1 % et
 * 1,5 % du montant du prêt » (MoneyVox, « Comment récupérer la caution de son crédit immobilier », on
 * boursorama.com); we count the middle, 1,25 %, and show the range.
 *
 * Belgium. Dossier fees are capped by the arrêté royal of 24 February 2017 (from 1 April 2017: 500 € for a
 * mortgage credit, half of the lender's fee for a refinancing with the same lender; conseiller-juridique.be,
 * lecho.be) as amended by the arrêté royal of 27 September 2023 (from 1 January 2024: 350 €, and the half now
 * applies to « une modification du contrat de crédit »; text on lisloi.be). The indemnity for a buy-out is the
 * three months' interest of the early-repayment rule. With the same bank, Test-Achats' refinancing calculator
 * (test-achats.be/argent/emprunter/calculateur/prets-hypothecaires/changeloan) states that a rate reduction with
 * one's own bank costs no indemnity and needs no new deed; the law behind it (a bill « portant dispositions
 * diverses en matière d'économie » examined in May 2024, lecho.be, levif.be) we could not read, nor its date: we
 * date it from 1 January 2024, the royal decree's switch to « modification du contrat ». Searched again on
 * 2026-11-28 (stored pages; public source repositories, none of which holds Belgian legislation): not found. A buy-out needs a new
 * mortgage deed and the release of the old one: Le Journal du Médecin (2020, « Renégocier son prêt hypothécaire
 * est souvent avantageux ») gives, « en chiffres ronds », 3 800 € of inscription and 900 € of release for
 * 100 000 €, 8 000 € and 1 100 € for 300 000 €; we interpolate between those totals (4 700 € and 9 100 €).
 *
 * Luxembourg. The indemnity is the early-repayment rule (fixed rate: six months' interest for the main home,
 * uncapped otherwise; variable: none). Dossier fees « varient d'une banque à l'autre » (lesfrontaliers.lu,
 * ING Luxembourg) and no published figure was found: unknown. An amendment with the same bank: no source on its
 * fees: unknown. A new mortgage: « de 0,5 % à 1,2 % de l'encours du prêt » (residiaimmobilier.lu, citing the
 * Chambre des Notaires du Grand-Duché); we count the middle, 0,85 %, and show the range.
 */

/** Lowering the rate with the same bank (an amendment) or having another bank buy the loan out. */
export type RefinancingOperation = 'renegotiation' | 'buy-out';

export const REFINANCING_OPERATIONS: readonly RefinancingOperation[] = ['renegotiation', 'buy-out'];

/** How a cost is worked out from the capital owed. */
export type RefinancingCostEstimate =
  /** The indemnity only: the legal maximum of the country's early-repayment rule on the whole capital owed. */
  | { type: 'legal-maximum' }
  /** Nothing is due. */
  | { type: 'none' }
  /** A flat amount: a legal cap the banks charge in full (`maximum`), or a published flat figure. */
  | { type: 'flat'; amount: number; maximum: boolean }
  /** A share of the capital owed: the middle of a published range, which the page shows. */
  | { type: 'share'; percent: number; lowPercent: number; highPercent: number }
  /** Published figures by capital owed, joined by straight lines (and extended along the nearest one). */
  | { type: 'points'; points: readonly (readonly [capital: number, euros: number])[] }
  /** No source found: nothing is counted unless the visitor types the figure of their offer. */
  | { type: 'unknown' };

export interface RefinancingCostRule {
  /** First day the version applies, 'YYYY-MM-DD'. */
  validFrom: string;
  estimate: RefinancingCostEstimate;
  /** Where the figure comes from, in French, as the page shows it. */
  source: string;
  /** What the figure is, one French sentence for the page. */
  summary: string;
  /** What we could not confirm, in French; absent when the figure is the text of the law. */
  unconfirmed?: string;
}

/** The three costs of an operation. */
export interface RefinancingCostRules {
  penalty: RefinancingCostRule;
  fees: RefinancingCostRule;
  guarantee: RefinancingCostRule;
}

type CostName = keyof RefinancingCostRules;
type Versions = Readonly<Record<CostName, readonly RefinancingCostRule[]>>;

const LEGAL_PENALTY: RefinancingCostRule = {
  validFrom: '2016-03-21',
  estimate: { type: 'legal-maximum' },
  source: 'La règle du remboursement anticipé de votre pays',
  summary: 'L’indemnité de remboursement anticipé sur tout le capital restant dû, au maximum permis par la loi.',
};

const NO_NEW_GUARANTEE: RefinancingCostRule = {
  validFrom: '2016-03-21',
  estimate: { type: 'none' },
  source: 'Avenant au contrat\u00a0: la garantie du prêt reste en place',
  summary: 'Avec votre banque, le prêt est modifié par un avenant\u00a0: pas de nouvelle garantie.',
};

const READ_ON = 'lu le 27 novembre 2026';

export const REFINANCING_COST_RULES: Readonly<Record<MarketCountry, Readonly<Record<RefinancingOperation, Versions>>>> = {
  FR: {
    renegotiation: {
      penalty: [
        {
          ...LEGAL_PENALTY,
          validFrom: '2016-07-01',
          summary:
            'Votre banque peut demander l’indemnité de remboursement anticipé, au plus le maximum légal\u00a0; en renégociation, elle la réduit souvent.',
        },
      ],
      fees: [
        {
          validFrom: '2021-08-01',
          estimate: {
            type: 'points',
            points: [
              [100_000, 1_162],
              [200_000, 1_926],
              [400_000, 3_291],
            ],
          },
          source: `MoneyVox, relevé des frais de renégociation de 107 banques au 1er août 2021 (${READ_ON})`,
          summary:
            'Frais d’avenant\u00a0: aucun plafond légal\u202f; en moyenne 1\u202f162\u00a0€ pour 100\u202f000\u00a0€ restant dus, 1\u202f926\u00a0€ pour 200\u202f000\u00a0€ et 3\u202f291\u00a0€ pour 400\u202f000\u00a0€.',
          unconfirmed: 'C’est une moyenne de 2021 entre ces montants, pas le tarif de votre banque\u00a0: indiquez le vôtre.',
        },
      ],
      guarantee: [NO_NEW_GUARANTEE],
    },
    'buy-out': {
      penalty: [{ ...LEGAL_PENALTY, validFrom: '2016-07-01' }],
      fees: [
        {
          validFrom: '2023-01-12',
          estimate: { type: 'share', percent: 1, lowPercent: 0.5, highPercent: 1.5 },
          source: `immobilier-danger.com, «\u202fFrais de dossier d’un prêt immobilier\u202f», mis à jour le 12 janvier 2023 (${READ_ON})`,
          summary: 'Frais de dossier de la nouvelle banque\u00a0: aucun plafond légal\u202f; de l’ordre de 1\u00a0% du montant emprunté.',
          unconfirmed: 'Un ordre de grandeur publié par un site de conseil, pas un relevé\u00a0: indiquez les frais de l’offre.',
        },
      ],
      guarantee: [
        {
          validFrom: '2016-07-01',
          estimate: { type: 'share', percent: 1.25, lowPercent: 1, highPercent: 1.5 },
          source: `MoneyVox, «\u202fComment récupérer la caution de son crédit immobilier\u202f», publié sur boursorama.com (${READ_ON})`,
          summary:
            'Caution du nouveau prêt\u00a0: entre 1\u00a0% et 1,5\u00a0% du montant emprunté\u202f; nous comptons le milieu, 1,25\u00a0%. Une hypothèque coûte davantage.',
          unconfirmed: 'Article non daté\u00a0: la fourchette n’est pas le tarif de votre organisme de caution.',
        },
      ],
    },
  },
  BE: {
    renegotiation: {
      penalty: [
        { ...LEGAL_PENALTY, validFrom: '2017-04-01' },
        {
          validFrom: '2024-01-01',
          estimate: { type: 'none' },
          source: `Test-Achats, calculateur «\u202fRefinancer son prêt hypothécaire\u202f» (${READ_ON})`,
          summary: 'Pour une baisse de taux auprès de votre propre banque, aucune indemnité de remploi n’est due.',
          unconfirmed:
            'Nous n’avons pas pu lire la loi qui l’impose (projet «\u202fportant dispositions diverses en matière d’économie\u202f», examiné en mai 2024) ni sa date d’entrée en vigueur (dernière recherche en novembre 2026).',
        },
      ],
      fees: [
        {
          validFrom: '2017-04-01',
          estimate: { type: 'flat', amount: 250, maximum: true },
          source: 'Arrêté royal du 24 février 2017 fixant des frais de dossier maximaux (crédit hypothécaire)',
          summary:
            'Frais de dossier d’un refinancement chez le même prêteur\u00a0: au plus la moitié de ses frais d’un nouveau crédit, soit 250\u00a0€.',
        },
        {
          validFrom: '2024-01-01',
          estimate: { type: 'flat', amount: 175, maximum: true },
          source:
            'Arrêté royal du 24 février 2017, modifié par l’arrêté royal du 27 septembre 2023 (demandes à partir du 1er janvier 2024)',
          summary:
            'Frais de dossier d’une modification du contrat chez le même prêteur\u00a0: au plus la moitié de 350\u00a0€, soit 175\u00a0€.',
        },
      ],
      guarantee: [{ ...NO_NEW_GUARANTEE, validFrom: '2017-04-01' }],
    },
    'buy-out': {
      penalty: [{ ...LEGAL_PENALTY, validFrom: '2017-04-01' }],
      fees: [
        {
          validFrom: '2017-04-01',
          estimate: { type: 'flat', amount: 500, maximum: true },
          source: 'Arrêté royal du 24 février 2017 fixant des frais de dossier maximaux (crédit hypothécaire)',
          summary: 'Frais de dossier du nouveau crédit hypothécaire\u00a0: au plus 500\u00a0€.',
        },
        {
          validFrom: '2024-01-01',
          estimate: { type: 'flat', amount: 350, maximum: true },
          source:
            'Arrêté royal du 24 février 2017, modifié par l’arrêté royal du 27 septembre 2023 (demandes à partir du 1er janvier 2024)',
          summary: 'Frais de dossier du nouveau crédit hypothécaire\u00a0: au plus 350\u00a0€.',
        },
      ],
      guarantee: [
        {
          validFrom: '2017-04-01',
          estimate: {
            type: 'points',
            points: [
              [100_000, 4_700],
              [300_000, 9_100],
            ],
          },
          source: `Le Journal du Médecin, «\u202fRenégocier son prêt hypothécaire est souvent avantageux\u202f», 2020 (${READ_ON})`,
          summary:
            'Nouvel acte d’hypothèque et mainlevée de l’ancienne\u00a0: environ 3\u202f800\u00a0€ + 900\u00a0€ pour 100\u202f000\u00a0€, 8\u202f000\u00a0€ + 1\u202f100\u00a0€ pour 300\u202f000\u00a0€ (droits, frais et honoraires du notaire).',
          unconfirmed: 'Des chiffres ronds d’un article de 2020, pas le devis de votre notaire\u00a0: indiquez-le si vous l’avez.',
        },
      ],
    },
  },
  LUX: {
    renegotiation: {
      penalty: [
        {
          ...LEGAL_PENALTY,
          summary:
            'Votre banque peut demander l’indemnité de remboursement anticipé, au plus le maximum légal\u00a0; en renégociation, elle la réduit souvent.',
        },
      ],
      fees: [
        {
          validFrom: '2016-03-21',
          estimate: { type: 'unknown' },
          source: 'Aucune source trouvée',
          summary: 'Frais d’avenant de votre banque\u00a0: nous n’avons trouvé aucun montant publié.',
          unconfirmed: 'Aucun frais compté\u00a0: indiquez ceux que votre banque demande.',
        },
      ],
      guarantee: [NO_NEW_GUARANTEE],
    },
    'buy-out': {
      penalty: [LEGAL_PENALTY],
      fees: [
        {
          validFrom: '2016-03-21',
          estimate: { type: 'unknown' },
          source: `lesfrontaliers.lu et ING Luxembourg\u00a0: «\u202fle montant de ces frais varie d’une banque à l’autre\u202f» (${READ_ON})`,
          summary: 'Frais de dossier de la nouvelle banque\u00a0: nous n’avons trouvé aucun montant publié.',
          unconfirmed: 'Aucun frais compté\u00a0: indiquez ceux de l’offre.',
        },
      ],
      guarantee: [
        {
          validFrom: '2016-03-21',
          estimate: { type: 'share', percent: 0.85, lowPercent: 0.5, highPercent: 1.2 },
          source: `residiaimmobilier.lu, d’après la Chambre des Notaires du Grand-Duché de Luxembourg (${READ_ON})`,
          summary:
            'Nouvelle inscription hypothécaire (acte, enregistrement, inscription)\u00a0: de 0,5\u00a0% à 1,2\u00a0% de l’encours du prêt\u202f; nous comptons le milieu, 0,85\u00a0%.',
          unconfirmed: 'Une fourchette, pas le devis de votre notaire\u00a0: indiquez-le si vous l’avez.',
        },
      ],
    },
  },
};

/** The three cost rules in force for an operation in a country on the day (today by default). */
export function refinancingCostRules({
  country,
  operation,
  date = new Date(),
}: {
  country: MarketCountry;
  operation: RefinancingOperation;
  date?: Date;
}): RefinancingCostRules {
  const versions = REFINANCING_COST_RULES[country][operation];
  return {
    penalty: versionInForce(versions.penalty, date),
    fees: versionInForce(versions.fees, date),
    guarantee: versionInForce(versions.guarantee, date),
  };
}

/** Every country's cost rules of both operations in force on the day: plain data for a page's browser code. */
export function refinancingCostRulesOn(date: Date): Record<MarketCountry, Record<RefinancingOperation, RefinancingCostRules>> {
  const on = (country: MarketCountry) => ({
    renegotiation: refinancingCostRules({ country, operation: 'renegotiation', date }),
    'buy-out': refinancingCostRules({ country, operation: 'buy-out', date }),
  });
  return { LUX: on('LUX'), BE: on('BE'), FR: on('FR') };
}

/** The euros a cost estimate gives (finance/renegotiation-rule.ts, where renegotiations apply it). */
export { estimatedCost } from '../finance/renegotiation-rule.ts';
