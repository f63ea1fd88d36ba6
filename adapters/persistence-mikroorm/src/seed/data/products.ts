/**
 * Product templates for the seed. The seeder combines advertisers × templates: a template applies to an
 * advertiser when the advertiser’s country is in `countries`, its kind is in `kinds` (all kinds when absent),
 * its slug is in `advertiserSlugs` (when given) and not in `excludeAdvertiserSlugs` (when given). Each product’s
 * rates are generated around its category’s `rateLevel`, shifted by `rateOffset` (percentage points).
 */

export type SeedCountry = 'LUX' | 'BE' | 'FR';

export type SeedAdvertiserKind = 'banque' | 'courtier';

export interface SeedProductTemplate {
  /** Product name, also used to build the product slug. */
  name: string;
  categorySlug: string;
  /** Plain French text, 2 to 3 sentences, shown on the offer card and product page. */
  info: string;
  tags: string[];
  /** How the rate moves: the comparator's rate-type filter reads it (decision 0011). */
  rateType: 'fixed' | 'variable' | 'mixed';
  /** The terms the product lends for, euros and months, when narrower than its category's (decision 0011). */
  range?: { minAmount?: number; maxAmount?: number; minDuration?: number; maxDuration?: number };
  /** Percentage points added to the category rate level, between -0.4 and +0.8. */
  rateOffset: number;
  countries: SeedCountry[];
  /** Advertiser kinds the template fits; all kinds when absent. */
  kinds?: SeedAdvertiserKind[];
  /** Restricts the template to these advertisers (by slug) when present. */
  advertiserSlugs?: string[];
  /** Advertisers (by slug) the template never applies to, e.g. specialist lenders. */
  excludeAdvertiserSlugs?: string[];
}

/** Lenders that only offer crypto-backed loans. */
const CRYPTO_SPECIALISTS = ['valorum-lombard-luxembourg', 'coudenberg-lombard', 'carmin-actifs-numeriques'];

/** Advertisers that offer crypto-backed loans: the specialists and one private bank. */
const CRYPTO_LENDERS = [...CRYPTO_SPECIALISTS, 'alzette-credit-prive'];

/** Intermediaries that only handle credit consolidation. */
const CONSOLIDATION_SPECIALISTS = ['fusio-credit'];

/** Excluded from the mortgage, personal and car loan templates. */
const SPECIALISTS = [...CRYPTO_SPECIALISTS, ...CONSOLIDATION_SPECIALISTS];

export const SEED_PRODUCT_TEMPLATES: readonly SeedProductTemplate[] = [
  // ——— Prêt hypothécaire (Luxembourg, Belgique) ———
  {
    name: 'Prêt logement taux fixe',
    categorySlug: 'pret-hypothecaire',
    info:
      'Taux fixe sur toute la durée du prêt, de 10 à 25\u00a0ans\u00a0: la mensualité ne change pas. Remboursement anticipé possible moyennant l’indemnité prévue au contrat.',
    tags: ['taux fixe', 'résidence principale', 'mensualité constante'],
    rateType: 'fixed',
    range: { minDuration: 120, maxDuration: 300 },
    rateOffset: 0.3,
    countries: ['LUX'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt logement taux variable Euribor',
    categorySlug: 'pret-hypothecaire',
    info:
      'Taux indexé sur l’Euribor 3\u00a0mois et révisé chaque trimestre, majoré d’une marge fixe. Passage à un taux fixe possible en cours de prêt.',
    tags: ['taux variable', 'Euribor', 'flexibilité'],
    rateType: 'variable',
    rateOffset: -0.3,
    countries: ['LUX'],
    kinds: ['banque'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt logement taux mixte 10\u00a0ans',
    categorySlug: 'pret-hypothecaire',
    info:
      'Taux fixe pendant les dix premières années, puis taux variable indexé sur l’Euribor. Un compromis entre sécurité du budget et taux de départ plus bas.',
    tags: ['taux mixte', 'taux fixe', 'taux variable'],
    rateType: 'mixed',
    range: { minDuration: 180 },
    rateOffset: 0,
    countries: ['LUX'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt construction par tranches',
    categorySlug: 'pret-hypothecaire',
    info:
      'Les fonds sont débloqués au fur et à mesure de l’avancement du chantier, sur présentation des factures. Seuls les intérêts des sommes versées sont dus pendant la construction.',
    tags: ['construction', 'déblocage progressif', 'différé'],
    rateType: 'fixed',
    rateOffset: 0.2,
    countries: ['LUX', 'BE'],
    kinds: ['banque'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt hypothécaire vert',
    categorySlug: 'pret-hypothecaire',
    info:
      'Réduction de taux pour un logement à haute performance énergétique ou pour des travaux de rénovation énergétique justifiés par un certificat. Le taux reste fixe sur toute la durée.',
    tags: ['rénovation énergétique', 'performance énergétique', 'taux réduit'],
    rateType: 'fixed',
    rateOffset: -0.4,
    countries: ['LUX', 'BE'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Crédit hypothécaire taux fixe',
    categorySlug: 'pret-hypothecaire',
    info:
      'Crédit hypothécaire à taux fixe jusqu’à 25\u00a0ans pour l’achat, la construction ou la rénovation de l’habitation propre. Garantie par inscription et mandat hypothécaires.',
    tags: ['taux fixe', 'habitation propre', 'mandat hypothécaire'],
    rateType: 'fixed',
    range: { maxDuration: 300 },
    rateOffset: 0.2,
    countries: ['BE'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt hypothécaire taux variable 5/5/5',
    categorySlug: 'pret-hypothecaire',
    info:
      'Taux fixe pendant cinq ans, puis révisable tous les cinq ans selon l’indice de référence publié par le SPF Économie. Le contrat fixe un plafond de hausse à chaque révision.',
    tags: ['taux variable', '5/5/5', 'cap'],
    rateType: 'variable',
    range: { minDuration: 120 },
    rateOffset: -0.3,
    countries: ['BE'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt hypothécaire taux variable 10/5/5',
    categorySlug: 'pret-hypothecaire',
    info:
      'Taux fixe pendant dix ans, puis révisable tous les cinq ans dans la limite du plafond contractuel. Adapté à un projet où la sécurité des premières années prime.',
    tags: ['taux variable', '10/5/5', 'cap'],
    rateType: 'variable',
    range: { minDuration: 180 },
    rateOffset: -0.1,
    countries: ['BE'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Crédit-pont',
    categorySlug: 'pret-hypothecaire',
    info:
      'Financement temporaire de l’achat d’un nouveau logement en attendant la vente de l’ancien, pour 12 à 24\u00a0mois. Les intérêts sont payés chaque mois et le capital est remboursé à la vente.',
    tags: ['crédit-pont', 'vente', 'court terme'],
    rateType: 'variable',
    range: { minDuration: 12, maxDuration: 24 },
    rateOffset: 0.6,
    countries: ['LUX', 'BE'],
    kinds: ['banque'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },

  // ——— Prêt immobilier (France) ———
  {
    name: 'Prêt immobilier taux fixe 20\u00a0ans',
    categorySlug: 'pret-immobilier',
    info:
      'Prêt amortissable à taux fixe sur 20\u00a0ans pour une résidence principale ou secondaire. Garantie par caution d’un organisme spécialisé ou par hypothèque.',
    tags: ['taux fixe', '20\u00a0ans', 'résidence principale'],
    rateType: 'fixed',
    range: { minDuration: 180, maxDuration: 240 },
    rateOffset: 0,
    countries: ['FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt immobilier taux fixe 25\u00a0ans',
    categorySlug: 'pret-immobilier',
    info:
      'Taux fixe sur 25\u00a0ans, la durée maximale admise par le HCSF hors différé. La mensualité est plus faible, mais le coût total des intérêts plus élevé qu’en 20\u00a0ans.',
    tags: ['taux fixe', '25\u00a0ans', 'mensualité réduite'],
    rateType: 'fixed',
    range: { minDuration: 252, maxDuration: 300 },
    rateOffset: 0.2,
    countries: ['FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt primo-accédant',
    categorySlug: 'pret-immobilier',
    info:
      'Prêt principal à taux fixe conçu pour un premier achat de résidence principale, combinable avec le prêt à taux zéro lorsque l’emprunteur y a droit. Frais de dossier réduits.',
    tags: ['primo-accédant', 'PTZ', 'résidence principale'],
    rateType: 'fixed',
    rateOffset: -0.2,
    countries: ['FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt investissement locatif',
    categorySlug: 'pret-immobilier',
    info:
      'Financement d’un logement destiné à la location, à taux fixe. Les loyers attendus sont pris en compte en partie dans le calcul du taux d’effort.',
    tags: ['investissement locatif', 'taux fixe', 'revenus locatifs'],
    rateType: 'fixed',
    rateOffset: 0.4,
    countries: ['FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt relais',
    categorySlug: 'pret-immobilier',
    info:
      'Avance d’une partie de la valeur du bien en vente, en général 50\u00a0% à 80\u00a0%, pour acheter avant d’avoir vendu. Durée de 12 à 24\u00a0mois, intérêts payés chaque mois ou à la vente.',
    tags: ['prêt relais', 'vente', 'court terme'],
    rateType: 'fixed',
    range: { minDuration: 12, maxDuration: 24 },
    rateOffset: 0.6,
    countries: ['FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },

  // ——— Prêt personnel ———
  {
    name: 'Prêt personnel',
    categorySlug: 'pret-personnel',
    info:
      'Crédit amortissable non affecté\u00a0: aucun justificatif d’utilisation des fonds n’est demandé. Taux fixe et mensualités constantes.',
    tags: ['non affecté', 'taux fixe', 'projets'],
    rateType: 'fixed',
    rateOffset: 0.2,
    countries: ['LUX', 'FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt à tempérament',
    categorySlug: 'pret-personnel',
    info:
      'Prêt à tempérament à taux fixe, remboursé par mensualités constantes. Le TAEG respecte le maximum légal applicable au montant emprunté.',
    tags: ['prêt à tempérament', 'taux fixe', 'mensualité constante'],
    rateType: 'fixed',
    rateOffset: 0.2,
    countries: ['BE'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt travaux',
    categorySlug: 'pret-personnel',
    info:
      'Prêt affecté à des travaux de rénovation ou d’aménagement, sur présentation des devis. Un taux réduit s’applique aux travaux d’économie d’énergie.',
    tags: ['travaux', 'rénovation', 'prêt affecté'],
    rateType: 'fixed',
    rateOffset: -0.3,
    countries: ['LUX', 'BE', 'FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt études',
    categorySlug: 'pret-personnel',
    info:
      'Prêt destiné à financer des études supérieures, avec un remboursement qui peut être différé jusqu’à la fin du cursus. Une caution parentale est souvent demandée.',
    tags: ['études', 'différé', 'jeunes'],
    rateType: 'fixed',
    range: { maxAmount: 30000 },
    rateOffset: -0.4,
    countries: ['LUX', 'BE', 'FR'],
    kinds: ['banque'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt personnel express',
    categorySlug: 'pret-personnel',
    info:
      'Demande en ligne et réponse de principe immédiate, puis versement des fonds après vérification du dossier et expiration du délai légal applicable. Montants plafonnés et taux plus élevé qu’un prêt classique.',
    tags: ['en ligne', 'rapide', 'petits montants'],
    rateType: 'fixed',
    range: { maxAmount: 15000, maxDuration: 60 },
    rateOffset: 0.8,
    countries: ['FR', 'BE'],
    kinds: ['banque'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },

  // ——— Prêt auto ———
  {
    name: 'Prêt voiture neuve',
    categorySlug: 'pret-auto',
    info:
      'Crédit affecté à l’achat d’un véhicule neuf, versé au vendeur sur présentation du bon de commande. Si la vente est annulée, le crédit l’est aussi.',
    tags: ['voiture neuve', 'prêt affecté', 'taux fixe'],
    rateType: 'fixed',
    rateOffset: -0.2,
    countries: ['LUX', 'BE', 'FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt voiture d’occasion',
    categorySlug: 'pret-auto',
    info:
      'Financement d’un véhicule d’occasion acheté chez un professionnel ou un particulier, dans la limite d’un âge maximal du véhicule. Durée plus courte que pour une voiture neuve.',
    tags: ['occasion', 'prêt affecté', 'taux fixe'],
    rateType: 'fixed',
    range: { maxDuration: 72 },
    rateOffset: 0.4,
    countries: ['LUX', 'BE', 'FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt véhicule électrique',
    categorySlug: 'pret-auto',
    info:
      'Taux préférentiel pour une voiture électrique ou hybride rechargeable, neuve ou récente. La borne de recharge à domicile peut être incluse dans le financement.',
    tags: ['électrique', 'hybride rechargeable', 'taux réduit'],
    rateType: 'fixed',
    rateOffset: -0.4,
    countries: ['LUX', 'BE', 'FR'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },
  {
    name: 'Prêt moto et deux-roues',
    categorySlug: 'pret-auto',
    info:
      'Crédit affecté à l’achat d’une moto, d’un scooter ou d’un vélo électrique haut de gamme. Montants de 1\u202f500\u00a0€ à 30\u202f000\u00a0€.',
    tags: ['moto', 'scooter', 'deux-roues'],
    rateType: 'fixed',
    range: { maxAmount: 30000, maxDuration: 60 },
    rateOffset: 0.7,
    countries: ['FR', 'BE'],
    kinds: ['banque'],
    excludeAdvertiserSlugs: SPECIALISTS,
  },

  // ——— Regroupement de crédit (pas de Belgique : publicité interdite pour le regroupement de crédits à la consommation) ———
  {
    name: 'Regroupement de crédits à la consommation',
    categorySlug: 'regroupement-de-credit',
    info:
      'Regroupe prêts personnels, crédits renouvelables et prêt auto en un seul crédit, sans garantie immobilière. La mensualité baisse, mais la durée et le coût total augmentent en général.',
    tags: ['regroupement', 'crédit à la consommation', 'mensualité unique'],
    rateType: 'fixed',
    rateOffset: 0.6,
    countries: ['FR'],
    excludeAdvertiserSlugs: CRYPTO_SPECIALISTS,
  },
  {
    name: 'Regroupement de crédits avec prêt immobilier',
    categorySlug: 'regroupement-de-credit',
    info:
      'Regroupement incluant un prêt immobilier en cours, garanti par le bien, sur une durée pouvant aller jusqu’à 25\u00a0ans. Soumis aux règles du crédit immobilier lorsque la part immobilière atteint 60\u00a0%.',
    tags: ['regroupement', 'prêt immobilier', 'garantie hypothécaire'],
    rateType: 'fixed',
    rateOffset: -0.4,
    countries: ['FR'],
    excludeAdvertiserSlugs: CRYPTO_SPECIALISTS,
  },
  {
    name: 'Prêt de consolidation',
    categorySlug: 'regroupement-de-credit',
    info:
      'Prêt unique destiné à rembourser plusieurs crédits en cours auprès d’autres établissements. Le dossier est analysé sur la base du budget complet du ménage.',
    tags: ['consolidation', 'mensualité unique', 'budget'],
    rateType: 'fixed',
    rateOffset: 0.2,
    countries: ['LUX'],
    excludeAdvertiserSlugs: CRYPTO_SPECIALISTS,
  },

  // ——— Prêt crypto ———
  {
    name: 'Prêt Lombard crypto',
    categorySlug: 'pret-crypto',
    info:
      'Prêt en euros garanti par du bitcoin ou de l’ether déposé chez un conservateur, avec un ratio prêt/valeur initial de 30\u00a0% à 50\u00a0%. Appel de marge à 70\u00a0% et liquidation à 85\u00a0%.',
    tags: ['Lombard', 'bitcoin', 'ether', 'ratio prêt/valeur'],
    rateType: 'variable',
    rateOffset: 0,
    countries: ['LUX', 'BE', 'FR'],
    advertiserSlugs: CRYPTO_LENDERS,
  },
  {
    name: 'Prêt garanti par bitcoin à LTV réduit',
    categorySlug: 'pret-crypto',
    info:
      'Prêt en euros avec un ratio prêt/valeur limité à 25\u00a0%, pour une marge de sécurité plus large face à la volatilité. Taux plus bas en contrepartie d’un montant emprunté plus faible.',
    tags: ['bitcoin', 'LTV bas', 'prudence'],
    rateType: 'variable',
    rateOffset: -0.4,
    countries: ['LUX', 'FR'],
    advertiserSlugs: CRYPTO_LENDERS,
  },
  {
    name: 'Ligne de crédit crypto flexible',
    categorySlug: 'pret-crypto',
    info:
      'Ligne de crédit en euros garantie par crypto-actifs\u00a0: les intérêts ne courent que sur les sommes utilisées. Remboursement libre, dans la limite du ratio prêt/valeur autorisé.',
    tags: ['ligne de crédit', 'flexible', 'crypto-actifs'],
    rateType: 'variable',
    rateOffset: 0.8,
    countries: ['LUX', 'BE', 'FR'],
    advertiserSlugs: CRYPTO_LENDERS,
  },
];
