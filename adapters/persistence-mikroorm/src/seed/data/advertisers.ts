/**
 * Demo advertisers (banks and brokers) for the seed. Every name is fictional; websites use the reserved
 * `.example` top-level domain. None has a logo file: the site draws each one's logo from its record.
 */

export type SeedCountry = 'LUX' | 'BE' | 'FR';

export type SeedAdvertiserKind = 'banque' | 'courtier';

export interface SeedAdvertiser {
  name: string;
  slug: string;
  kind: SeedAdvertiserKind;
  country: SeedCountry;
  website: string;
  /** Markdown, 2 to 4 sentences. */
  description: string;
  metaTitle: string;
  metaDesc: string;
  isIndexed: boolean;
}

export const SEED_ADVERTISERS: readonly SeedAdvertiser[] = [
  // ——— Luxembourg ———
  {
    name: 'Banque Pétrusse',
    slug: 'banque-petrusse',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.banque-petrusse.example',
    description:
      'Banque de détail luxembourgeoise implantée dans la vallée de la Pétrusse, la **Banque Pétrusse** finance surtout l’acquisition et la construction de logements au Grand-Duché. Elle propose des prêts à taux fixe jusqu’à 25\u00a0ans et des formules à taux variable indexées sur l’Euribor. Les dossiers sont instruits en français, en luxembourgeois, en allemand et en anglais.',
    metaTitle: 'Banque Pétrusse\u00a0: prêts logement et taux au Luxembourg',
    metaDesc:
      'Prêts logement à taux fixe ou variable, prêts personnels et prêts auto de la Banque Pétrusse\u00a0: taux observés, durées et conditions au Luxembourg.',
    isIndexed: true,
  },
  {
    name: 'Caisse Kirchberg Crédit',
    slug: 'caisse-kirchberg-credit',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.caisse-kirchberg-credit.example',
    description:
      'Établissement coopératif fondé par des salariés du plateau du Kirchberg, la **Caisse Kirchberg Crédit** réserve l’essentiel de son activité à ses membres résidents et frontaliers. Son offre couvre le prêt hypothécaire, le prêt personnel et le financement de véhicules. Les frais de dossier sont forfaitaires et publiés dans sa liste des tarifs.',
    metaTitle: 'Caisse Kirchberg Crédit\u00a0: taux et offres de prêt',
    metaDesc:
      'Prêt hypothécaire, prêt personnel et prêt auto de la Caisse Kirchberg Crédit, banque coopérative au Luxembourg\u00a0: taux récents et conditions.',
    isIndexed: true,
  },
  {
    name: 'Alzette Crédit Privé',
    slug: 'alzette-credit-prive',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.alzette-credit-prive.example',
    description:
      '**Alzette Crédit Privé** est une banque privée qui accompagne une clientèle patrimoniale dans ses projets immobiliers au Luxembourg et dans la Grande Région. Elle combine prêts hypothécaires et crédits Lombard adossés à un portefeuille de titres. Un conseiller unique suit chaque dossier de la demande à l’acte notarié.',
    metaTitle: 'Alzette Crédit Privé\u00a0: prêts hypothécaires et Lombard',
    metaDesc:
      'Prêts hypothécaires et crédits Lombard d’Alzette Crédit Privé, banque privée au Luxembourg\u00a0: produits, taux observés et conditions d’octroi.',
    isIndexed: true,
  },
  {
    name: 'Banque du Mullerthal',
    slug: 'banque-du-mullerthal',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.banque-du-mullerthal.example',
    description:
      'Banque régionale de l’est du pays, la **Banque du Mullerthal** dispose d’agences à Echternach, Larochette et Grevenmacher. Elle finance la résidence principale, la rénovation énergétique et l’achat de véhicules, avec une décision de principe annoncée sous cinq jours ouvrés pour un prêt logement complet.',
    metaTitle: 'Banque du Mullerthal\u00a0: prêts logement, travaux et auto',
    metaDesc:
      'Offres de la Banque du Mullerthal au Luxembourg\u00a0: prêt logement, prêt rénovation énergétique et prêt auto, avec les taux relevés chaque mois.',
    isIndexed: true,
  },
  {
    name: 'Banque de l’Oesling',
    slug: 'banque-de-l-oesling',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.banque-de-l-oesling.example',
    description:
      'Installée à Wiltz et à Clervaux, la **Banque de l’Oesling** est la banque de proximité du nord du Grand-Duché. Elle est connue pour ses prêts à la construction avec déblocage des fonds par tranches, au rythme des factures de l’entrepreneur. Elle propose aussi des prêts personnels et des prêts pour véhicules électriques.',
    metaTitle: 'Banque de l’Oesling\u00a0: prêt construction et prêts personnels',
    metaDesc:
      'Prêt construction par tranches, prêt personnel et prêt voiture électrique de la Banque de l’Oesling, dans le nord du Luxembourg\u00a0: taux et durées.',
    isIndexed: true,
  },
  {
    name: 'Banque Sauer & Cie',
    slug: 'banque-sauer-et-cie',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.banque-sauer-et-cie.example',
    description:
      'Maison familiale fondée à Diekirch, la **Banque Sauer & Cie** s’adresse aux particuliers, aux indépendants et aux frontaliers. Son offre de crédit comprend des prêts hypothécaires à taux mixte et un prêt de consolidation pour regrouper plusieurs crédits en cours. Chaque offre est accompagnée d’un tableau d’amortissement complet.',
    metaTitle: 'Banque Sauer & Cie\u00a0: prêt hypothécaire et consolidation',
    metaDesc:
      'Prêt hypothécaire à taux mixte, prêt de consolidation et prêt personnel de la Banque Sauer & Cie au Luxembourg\u00a0: taux et conditions observés.',
    isIndexed: true,
  },
  {
    name: 'Valorum Lombard Luxembourg',
    slug: 'valorum-lombard-luxembourg',
    kind: 'banque',
    country: 'LUX',
    website: 'https://www.valorum-lombard-luxembourg.example',
    description:
      '**Valorum Lombard Luxembourg** est spécialisé dans le crédit garanti par des actifs financiers, y compris des crypto-actifs déposés chez un conservateur agréé. Le montant prêté dépend de la valeur de la garantie et d’un ratio prêt/valeur prudent\u202f; un appel de marge est envoyé avant toute liquidation. L’établissement ne finance pas l’achat de crypto-actifs.',
    metaTitle: 'Valorum Lombard\u00a0: prêt garanti par crypto-actifs',
    metaDesc:
      'Prêt Lombard garanti par crypto-actifs ou titres chez Valorum Lombard Luxembourg\u00a0: ratio prêt/valeur, appels de marge, taux observés.',
    isIndexed: true,
  },
  {
    name: 'Grund Courtage',
    slug: 'grund-courtage',
    kind: 'courtier',
    country: 'LUX',
    website: 'https://www.grund-courtage.example',
    description:
      'Courtier en crédit immobilier installé dans le quartier du Grund, **Grund Courtage** met en concurrence une douzaine de banques de la place pour les résidents et les frontaliers. Il prépare le dossier, compare les offres sur leur coût total et accompagne l’emprunteur jusqu’à la signature chez le notaire. Sa rémunération et ses partenaires sont indiqués avant tout mandat.',
    metaTitle: 'Grund Courtage\u00a0: courtier en prêt immobilier au Luxembourg',
    metaDesc:
      'Grund Courtage compare les prêts hypothécaires de plusieurs banques luxembourgeoises pour résidents et frontaliers\u00a0: offres, taux et méthode.',
    isIndexed: true,
  },
  {
    name: 'Luxcourtage Hypothèques',
    slug: 'luxcourtage-hypotheques',
    kind: 'courtier',
    country: 'LUX',
    website: 'https://www.luxcourtage-hypotheques.example',
    description:
      '**Luxcourtage Hypothèques** est un intermédiaire de crédit hypothécaire qui accompagne surtout les primo-accédants. Il aide à évaluer la capacité d’emprunt, à mobiliser les aides publiques au logement et à négocier l’assurance solde restant dû. Les rendez-vous se tiennent en agence à Strassen ou en visioconférence.',
    metaTitle: 'Luxcourtage Hypothèques\u00a0: courtage pour primo-accédants',
    metaDesc:
      'Courtier hypothécaire au Luxembourg pour primo-accédants\u00a0: comparaison des prêts logement, aides au logement et assurance solde restant dû.',
    isIndexed: true,
  },
  {
    name: 'Minett Prêts Conseil',
    slug: 'minett-prets-conseil',
    kind: 'courtier',
    country: 'LUX',
    website: 'https://www.minett-prets-conseil.example',
    description:
      'Basé à Esch-sur-Alzette, **Minett Prêts Conseil** est un courtier généraliste du sud du pays. Il compare des prêts hypothécaires, des prêts personnels et des financements automobiles auprès de banques luxembourgeoises. Les simulations remises au client indiquent toujours le TAEG et le coût total du crédit.',
    metaTitle: 'Minett Prêts Conseil\u00a0: courtier crédit dans le sud du Luxembourg',
    metaDesc:
      'Courtier à Esch-sur-Alzette\u00a0: comparaison de prêts hypothécaires, personnels et auto auprès de banques luxembourgeoises, avec TAEG et coût total.',
    isIndexed: true,
  },

  // ——— Belgique ———
  {
    name: 'Banque de l’Escaut',
    slug: 'banque-de-l-escaut',
    kind: 'banque',
    country: 'BE',
    website: 'https://www.banque-de-l-escaut.example',
    description:
      'Banque de détail présente à Tournai, Gand et Anvers, la **Banque de l’Escaut** propose des crédits hypothécaires à taux fixe et à taux variable révisable selon les formules 5/5/5 et 10/5/5. Elle finance aussi la rénovation énergétique par un prêt à tempérament dédié. Les index de référence des taux variables sont ceux publiés par le SPF Économie.',
    metaTitle: 'Banque de l’Escaut\u00a0: crédit hypothécaire 5/5/5 et taux fixe',
    metaDesc:
      'Crédits hypothécaires à taux fixe ou variable 5/5/5 et 10/5/5, prêts rénovation de la Banque de l’Escaut en Belgique\u00a0: taux observés.',
    isIndexed: true,
  },
  {
    name: 'Crédit Sambre-et-Meuse',
    slug: 'credit-sambre-et-meuse',
    kind: 'banque',
    country: 'BE',
    website: 'https://www.credit-sambre-et-meuse.example',
    description:
      'Né de la fusion de deux caisses d’épargne namuroises, le **Crédit Sambre-et-Meuse** est une banque régionale wallonne. Il finance l’achat de l’habitation propre et unique, les travaux et les véhicules. Ses conseillers expliquent l’incidence des droits d’enregistrement régionaux sur le budget total de l’achat.',
    metaTitle: 'Crédit Sambre-et-Meuse\u00a0: prêts logement et auto en Wallonie',
    metaDesc:
      'Crédit hypothécaire, prêt à tempérament et prêt auto du Crédit Sambre-et-Meuse, banque régionale wallonne\u00a0: taux observés et conditions.',
    isIndexed: true,
  },
  {
    name: 'Banque Ardenne Populaire',
    slug: 'banque-ardenne-populaire',
    kind: 'banque',
    country: 'BE',
    website: 'https://www.banque-ardenne-populaire.example',
    description:
      'La **Banque Ardenne Populaire** est une banque coopérative de la province de Luxembourg belge, active de Bastogne à Arlon. Elle accorde des crédits hypothécaires, des prêts à tempérament et des prêts pour voiture neuve ou d’occasion. Elle compte de nombreux clients travaillant au Grand-Duché.',
    metaTitle: 'Banque Ardenne Populaire\u00a0: crédits en province de Luxembourg',
    metaDesc:
      'Banque coopérative d’Arlon à Bastogne\u00a0: crédit hypothécaire, prêt à tempérament et prêt voiture, avec taux relevés et conditions d’octroi.',
    isIndexed: true,
  },
  {
    name: 'Caisse Brabant Épargne',
    slug: 'caisse-brabant-epargne',
    kind: 'banque',
    country: 'BE',
    website: 'https://www.caisse-brabant-epargne.example',
    description:
      'Banque d’épargne du Brabant wallon et de Bruxelles, la **Caisse Brabant Épargne** concentre son offre de crédit sur le logement. Elle propose des crédits hypothécaires à taux fixe jusqu’à 25\u00a0ans, un crédit-pont en attendant la vente d’un bien et des prêts à tempérament pour les travaux.',
    metaTitle: 'Caisse Brabant Épargne\u00a0: crédit hypothécaire et crédit-pont',
    metaDesc:
      'Crédit hypothécaire à taux fixe, crédit-pont et prêt travaux de la Caisse Brabant Épargne, à Bruxelles et en Brabant wallon\u00a0: taux observés.',
    isIndexed: true,
  },
  {
    name: 'Banque de la Forêt de Soignes',
    slug: 'banque-de-la-foret-de-soignes',
    kind: 'banque',
    country: 'BE',
    website: 'https://www.banque-de-la-foret-de-soignes.example',
    description:
      'Banque en ligne adossée à un réseau d’agences bruxelloises, la **Banque de la Forêt de Soignes** propose des demandes de crédit entièrement numériques. Son offre comprend le prêt à tempérament, le prêt voiture électrique et le crédit hypothécaire. Les signatures se font par identification électronique.',
    metaTitle: 'Banque de la Forêt de Soignes\u00a0: crédits en ligne en Belgique',
    metaDesc:
      'Prêt à tempérament, prêt voiture électrique et crédit hypothécaire en ligne de la Banque de la Forêt de Soignes\u00a0: taux observés et durées.',
    isIndexed: true,
  },
  {
    name: 'Coudenberg Lombard',
    slug: 'coudenberg-lombard',
    kind: 'banque',
    country: 'BE',
    website: 'https://www.coudenberg-lombard.example',
    description:
      '**Coudenberg Lombard** accorde des crédits garantis par un portefeuille de titres ou de crypto-actifs conservés chez un dépositaire tiers. Le ratio prêt/valeur, les seuils d’appel de marge et les frais de liquidation sont publiés dans chaque offre. Le crédit n’est pas destiné à financer l’achat de crypto-actifs.',
    metaTitle: 'Coudenberg Lombard\u00a0: crédit garanti par titres ou crypto',
    metaDesc:
      'Crédit Lombard garanti par titres ou crypto-actifs chez Coudenberg Lombard, en Belgique\u00a0: ratio prêt/valeur, appels de marge, taux observés.',
    isIndexed: true,
  },
  {
    name: 'Mosan Hypothèques',
    slug: 'mosan-hypotheques',
    kind: 'courtier',
    country: 'BE',
    website: 'https://www.mosan-hypotheques.example',
    description:
      '**Mosan Hypothèques** est un courtier en crédit hypothécaire établi à Liège et inscrit comme intermédiaire de crédit. Il compare les offres de plusieurs prêteurs belges, taux fixe comme taux variable, et vérifie l’effet d’une assurance solde restant dû sur le coût total. Ses partenaires sont listés sur simple demande.',
    metaTitle: 'Mosan Hypothèques\u00a0: courtier en crédit hypothécaire à Liège',
    metaDesc:
      'Courtier en crédit hypothécaire à Liège\u00a0: comparaison de prêteurs belges, taux fixe ou variable, assurance solde restant dû et coût total.',
    isIndexed: true,
  },
  {
    name: 'Lys Courtage',
    slug: 'lys-courtage',
    kind: 'courtier',
    country: 'BE',
    website: 'https://www.lys-courtage.example',
    description:
      'Installé à Courtrai et à Mouscron, **Lys Courtage** accompagne les emprunteurs de la région frontalière dans leurs projets immobiliers et automobiles. Le cabinet compare crédits hypothécaires, prêts à tempérament et prêts voiture. Il travaille en français et en néerlandais.',
    metaTitle: 'Lys Courtage\u00a0: courtier en crédit à Courtrai et Mouscron',
    metaDesc:
      'Courtier en crédit hypothécaire, prêt à tempérament et prêt voiture à Courtrai et Mouscron\u00a0: comparaison de prêteurs belges, en français et en néerlandais.',
    isIndexed: true,
  },
  {
    name: 'Hainaut Prêts Conseil',
    slug: 'hainaut-prets-conseil',
    kind: 'courtier',
    country: 'BE',
    website: 'https://www.hainaut-prets-conseil.example',
    description:
      'Courtier de Charleroi et de Mons, **Hainaut Prêts Conseil** aide les ménages à financer l’achat de leur logement et leurs travaux de rénovation. Il détaille pour chaque offre le taux débiteur, le TAEG, les frais de dossier et l’effet des droits d’enregistrement régionaux sur l’apport nécessaire.',
    metaTitle: 'Hainaut Prêts Conseil\u00a0: courtier en crédit à Charleroi et Mons',
    metaDesc:
      'Courtier à Charleroi et Mons\u00a0: crédit hypothécaire et prêts travaux comparés sur le taux débiteur, le TAEG, les frais de dossier et l’apport.',
    isIndexed: true,
  },

  // ——— France ———
  {
    name: 'Banque Ligérienne',
    slug: 'banque-ligerienne',
    kind: 'banque',
    country: 'FR',
    website: 'https://www.banque-ligerienne.example',
    description:
      'Banque régionale des pays de la Loire, de Nantes à Orléans, la **Banque Ligérienne** finance l’achat de résidences principales et l’investissement locatif. Elle accepte la délégation d’assurance emprunteur et indique le coût de l’assurance en euros sur toute la durée du prêt. Elle distribue également des prêts personnels et des prêts auto.',
    metaTitle: 'Banque Ligérienne\u00a0: prêt immobilier, prêt perso et auto',
    metaDesc:
      'Prêt immobilier à taux fixe, prêt personnel et prêt auto de la Banque Ligérienne, dans les pays de la Loire\u00a0: taux observés et conditions.',
    isIndexed: true,
  },
  {
    name: 'Crédit des Volcans',
    slug: 'credit-des-volcans',
    kind: 'banque',
    country: 'FR',
    website: 'https://www.credit-des-volcans.example',
    description:
      'Banque mutualiste d’Auvergne, le **Crédit des Volcans** est présent dans les villes moyennes et les zones rurales du Massif central. Il propose des prêts immobiliers aux primo-accédants, des prêts travaux et des crédits à la consommation amortissables. Les décisions de crédit sont prises en agence.',
    metaTitle: 'Crédit des Volcans\u00a0: prêts immobiliers et travaux en Auvergne',
    metaDesc:
      'Prêt immobilier primo-accédant, prêt travaux et prêt personnel du Crédit des Volcans, banque mutualiste d’Auvergne\u00a0: taux et durées observés.',
    isIndexed: true,
  },
  {
    name: 'Banque Garonne & Associés',
    slug: 'banque-garonne-et-associes',
    kind: 'banque',
    country: 'FR',
    website: 'https://www.banque-garonne-et-associes.example',
    description:
      'La **Banque Garonne & Associés** est une banque de Bordeaux et de Toulouse orientée vers les cadres et les professions libérales. Elle finance résidences principales, investissements locatifs et prêts relais. Ses offres de prêt immobilier respectent le taux d’effort de 35\u00a0% et la durée maximale de 25\u00a0ans fixés par le HCSF.',
    metaTitle: 'Banque Garonne & Associés\u00a0: prêt immobilier et prêt relais',
    metaDesc:
      'Prêt immobilier, investissement locatif et prêt relais de la Banque Garonne & Associés à Bordeaux et Toulouse\u00a0: taux observés et conditions.',
    isIndexed: true,
  },
  {
    name: 'Caisse Rhodanienne',
    slug: 'caisse-rhodanienne',
    kind: 'banque',
    country: 'FR',
    website: 'https://www.caisse-rhodanienne.example',
    description:
      'Caisse d’épargne régionale de la vallée du Rhône, de Lyon à Avignon, la **Caisse Rhodanienne** propose prêts immobiliers, prêts personnels et prêts pour véhicules neufs ou d’occasion. Elle publie ses grilles de taux indicatifs chaque mois. Le prêt à taux zéro peut être intégré au plan de financement lorsque l’emprunteur y a droit.',
    metaTitle: 'Caisse Rhodanienne\u00a0: prêts immobiliers, perso et auto',
    metaDesc:
      'Prêt immobilier, prêt personnel et prêt auto de la Caisse Rhodanienne, de Lyon à Avignon\u00a0: taux observés, durées et conditions d’octroi.',
    isIndexed: true,
  },
  {
    name: 'Banque Azurine',
    slug: 'banque-azurine',
    kind: 'banque',
    country: 'FR',
    website: 'https://www.banque-azurine.example',
    description:
      'Banque en ligne, la **Banque Azurine** distribue des prêts personnels, des prêts auto et des prêts immobiliers à distance, avec signature électronique. La réponse de principe est donnée en ligne, puis le dossier est vérifié par un analyste. Elle ne propose pas de crédit renouvelable.',
    metaTitle: 'Banque Azurine\u00a0: prêts en ligne, perso, auto et immobilier',
    metaDesc:
      'Prêt personnel, prêt auto et prêt immobilier en ligne de la Banque Azurine, avec signature électronique\u00a0: taux observés et durées proposées.',
    isIndexed: true,
  },
  {
    name: 'Carmin Actifs Numériques',
    slug: 'carmin-actifs-numeriques',
    kind: 'banque',
    country: 'FR',
    website: 'https://www.carmin-actifs-numeriques.example',
    description:
      '**Carmin Actifs Numériques** propose des prêts en euros garantis par du bitcoin ou de l’ether placés en conservation. Le ratio prêt/valeur initial reste prudent et chaque offre précise les seuils d’appel de marge et de liquidation. Avant de souscrire, vérifiez le statut réglementaire du prestataire auprès de l’AMF.',
    metaTitle: 'Carmin Actifs Numériques\u00a0: prêt garanti par bitcoin ou ether',
    metaDesc:
      'Prêt en euros garanti par bitcoin ou ether chez Carmin Actifs Numériques\u00a0: ratio prêt/valeur, appel de marge, liquidation et taux observés.',
    isIndexed: true,
  },
  {
    name: 'Taux Boussole',
    slug: 'taux-boussole',
    kind: 'courtier',
    country: 'FR',
    website: 'https://www.taux-boussole.example',
    description:
      '**Taux Boussole** est un courtier en crédit immobilier (IOBSP) qui compare les offres d’une trentaine de banques françaises. Il constitue le dossier, négocie le taux et l’assurance emprunteur, puis suit le dossier jusqu’à l’offre de prêt. Ses honoraires ne sont dus qu’en cas de financement obtenu.',
    metaTitle: 'Taux Boussole\u00a0: courtier en prêt immobilier en France',
    metaDesc:
      'Courtier IOBSP en France\u00a0: comparaison de prêts immobiliers, négociation du taux et de l’assurance emprunteur, honoraires au succès.',
    isIndexed: true,
  },
  {
    name: 'Capitoul Prêts Conseil',
    slug: 'capitoul-prets-conseil',
    kind: 'courtier',
    country: 'FR',
    website: 'https://www.capitoul-prets-conseil.example',
    description:
      'Cabinet toulousain de courtage, **Capitoul Prêts Conseil** accompagne les primo-accédants et les investisseurs en Occitanie. Il compare prêts immobiliers, prêts relais et prêts travaux, et signale dès le premier rendez-vous si le projet dépasse le taux d’effort de 35\u00a0%.',
    metaTitle: 'Capitoul Prêts Conseil\u00a0: courtier immobilier à Toulouse',
    metaDesc:
      'Courtier à Toulouse\u00a0: comparaison de prêts immobiliers, relais et travaux pour primo-accédants et investisseurs en Occitanie, règles HCSF incluses.',
    isIndexed: true,
  },
  {
    name: 'Iroise Courtage',
    slug: 'iroise-courtage',
    kind: 'courtier',
    country: 'FR',
    website: 'https://www.iroise-courtage.example',
    description:
      'Courtier breton établi à Brest et à Quimper, **Iroise Courtage** négocie prêts immobiliers et prêts personnels auprès de banques régionales et nationales. Il compare aussi les contrats d’assurance emprunteur, que la loi Lemoine permet de changer à tout moment.',
    metaTitle: 'Iroise Courtage\u00a0: courtier en crédit à Brest et Quimper',
    metaDesc:
      'Courtier breton\u00a0: comparaison de prêts immobiliers, prêts personnels et assurances emprunteur auprès de banques régionales et nationales.',
    isIndexed: true,
  },
  {
    name: 'Fusio Crédit',
    slug: 'fusio-credit',
    kind: 'courtier',
    country: 'FR',
    website: 'https://www.fusio-credit.example',
    description:
      '**Fusio Crédit** est un intermédiaire spécialisé dans le regroupement de crédits en France, avec ou sans prêt immobilier. Chaque proposition indique la nouvelle mensualité, mais aussi l’allongement de la durée et le surcoût total par rapport aux crédits actuels. Aucun versement n’est exigé avant l’octroi du financement.',
    metaTitle: 'Fusio Crédit\u00a0: regroupement de crédits en France',
    metaDesc:
      'Regroupement de crédits avec ou sans prêt immobilier\u00a0: Fusio Crédit indique la nouvelle mensualité, la durée et le surcoût total de chaque offre.',
    isIndexed: true,
  },
];
