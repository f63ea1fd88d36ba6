/**
 * Demo loan categories for the seed. `rateLevel` gives the plausible range of annual rates (in percent) for
 * 2025–2026 that the seeder uses to generate rate observations; durations are always stored in months.
 */

export interface SeedFaqItem {
  question: string;
  answer: string;
}

export interface SeedCategoryBounds {
  minAmount: number;
  maxAmount: number;
  /** Months. */
  minDuration: number;
  /** Months. */
  maxDuration: number;
}

export interface SeedCategoryConfig {
  /** Euros, ascending. */
  amounts: number[];
  /** Months, ascending. */
  durations: number[];
  amountIndex: number;
  durationIndex: number;
  durationUnit: 'year' | 'month';
  bounds: SeedCategoryBounds;
}

export interface SeedRateLevel {
  /** Annual rate in percent (3.5 means 3,5 %). */
  min: number;
  /** Annual rate in percent. */
  max: number;
}

export interface SeedCategory {
  name: string;
  slug: string;
  /** The page’s H1. */
  title: string;
  summary: string;
  /** Markdown. */
  description: string;
  faq: SeedFaqItem[];
  config: SeedCategoryConfig;
  metaTitle: string;
  metaDesc: string;
  isBlacklisted: boolean;
  rateLevel: SeedRateLevel;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    name: 'Prêt hypothécaire',
    slug: 'pret-hypothecaire',
    title: 'Comparer les prêts hypothécaires au Luxembourg et en Belgique',
    summary:
      'Les taux des prêts hypothécaires observés chez les banques et courtiers du Luxembourg et de Belgique, classés par taux pour le montant et la durée de votre projet.',
    description: `## Qu’est-ce qu’un prêt hypothécaire\u202f?

Un prêt hypothécaire finance l’achat, la construction ou la rénovation d’un logement. Il est garanti par une **hypothèque** inscrite sur le bien\u00a0: si l’emprunteur cesse de rembourser, le prêteur peut faire vendre le bien pour récupérer sa créance. Cette garantie explique des taux nettement plus bas que ceux du crédit à la consommation et des durées longues, généralement de 10 à 30\u00a0ans.

## Comment il fonctionne dans chaque pays

- **Luxembourg**\u00a0: le prêt logement existe à taux fixe (souvent sur 10 à 25\u00a0ans), à taux variable indexé sur l’Euribor, ou en formule mixte. La CSSF plafonne le ratio prêt/valeur\u00a0: jusqu’à 100\u00a0% pour un primo-acquéreur de sa résidence principale, 90\u00a0% pour les autres résidences principales et 80\u00a0% pour les autres biens, dont l’investissement locatif. Les droits d’enregistrement et de transcription (7\u00a0% du prix) peuvent être réduits par le crédit d’impôt «\u202fBëllegen Akt\u202f».
- **Belgique**\u00a0: on parle de **crédit hypothécaire**. Le taux fixe domine, mais les formules variables 5/5/5 ou 10/5/5 restent répandues\u00a0: le taux est fixe pendant la première période, puis révisé tous les cinq ans selon un indice de référence publié par le SPF Économie, dans la limite d’un plafond prévu au contrat. Pour réduire les frais, une partie du prêt est souvent couverte par un **mandat hypothécaire** plutôt que par une inscription.
- **France**\u00a0: on parle plutôt de prêt immobilier, garanti par une hypothèque ou, plus souvent, par la caution d’un organisme spécialisé. Les règles du Haut Conseil de stabilité financière (taux d’effort de 35\u00a0% et durée de 25\u00a0ans au maximum) s’y appliquent\u202f; voyez notre page [prêt immobilier](/pret-immobilier).

## Ce qui fait varier votre taux

- **La durée**\u00a0: plus elle est longue, plus le taux est élevé, et plus le coût total des intérêts augmente.
- **L’apport**\u00a0: une quotité financée plus faible rassure la banque et améliore souvent le taux.
- **Vos revenus et leur stabilité**\u00a0: contrat à durée indéterminée, ancienneté, part des charges dans le budget.
- **Le type de taux**\u00a0: un taux variable démarre généralement plus bas qu’un taux fixe, en échange d’un risque de hausse.
- **Les produits liés**\u00a0: domiciliation des revenus, assurance solde restant dû, parfois un compte épargne.
- **La performance énergétique du bien**\u00a0: certaines banques accordent une réduction pour un logement économe ou pour des travaux de rénovation énergétique.

Le niveau général des taux suit aussi les marchés\u00a0: taux de la Banque centrale européenne, taux interbancaires et taux d’emprunt des États.

## Nos conseils avant de signer

1. Comparez le **TAEG**, qui inclut les frais de dossier, d’assurance obligatoire et de garantie, et pas seulement le taux débiteur.
2. Estimez votre budget avec le simulateur [combien emprunter ?](/pret-hypothecaire/combien-emprunter) puis la [simulation de prêt hypothécaire](/pret-hypothecaire/simulation).
3. Demandez plusieurs offres écrites et négociez l’assurance solde restant dû, qui pèse lourd sur le coût total.
4. Prévoyez les frais d’acquisition (droits d’enregistrement, notaire, inscription hypothécaire)\u00a0: ils sont rarement financés.
5. Lisez la clause de remboursement anticipé\u00a0: l’indemnité due en cas de revente ou de rachat varie selon le pays et le type de taux.`,
    faq: [
      {
        question: 'Quelle différence entre prêt hypothécaire et prêt immobilier\u202f?',
        answer:
          'Les deux expressions désignent un crédit destiné à financer un logement. «\u202fPrêt hypothécaire\u202f» est l’usage courant au Luxembourg et en Belgique, où le prêt est presque toujours garanti par une hypothèque\u202f; en France, on parle de «\u202fprêt immobilier\u202f», souvent garanti par une caution plutôt que par une hypothèque.',
      },
      {
        question: 'Quelle durée choisir pour un prêt hypothécaire\u202f?',
        answer:
          'La durée la plus courte compatible avec votre budget coûte le moins cher au total. Allonger la durée réduit la mensualité mais augmente le taux et le montant des intérêts. Au Luxembourg et en Belgique, 20 à 25\u00a0ans est une durée courante pour une résidence principale.',
      },
      {
        question: 'Faut-il un apport pour emprunter\u202f?',
        answer:
          'Les banques demandent presque toujours que l’apport couvre au moins les frais d’acquisition. Au Luxembourg, un primo-acquéreur peut en principe emprunter jusqu’à 100\u00a0% de la valeur du bien, mais chaque banque reste libre d’exiger davantage. En Belgique, les prêts au-delà de 90\u00a0% de la valeur sont accordés avec parcimonie.',
      },
      {
        question: 'Taux fixe ou taux variable 5/5/5\u202f?',
        answer:
          'Le taux fixe garantit une mensualité identique jusqu’à la fin du prêt. La formule 5/5/5 démarre généralement un peu plus bas, mais le taux peut être révisé à la hausse tous les cinq ans, dans la limite du plafond du contrat. Elle convient surtout à un emprunteur qui dispose d’une marge dans son budget.',
      },
      {
        question: 'L’assurance solde restant dû est-elle obligatoire\u202f?',
        answer:
          'La loi ne l’impose pas, mais la plupart des prêteurs l’exigent comme condition du crédit. Vous êtes libre de la souscrire auprès de l’assureur de votre choix si les garanties sont équivalentes. Comparez son coût, qui peut représenter une part importante du coût total.',
      },
      {
        question: 'Comment sont classées les offres de cette page\u202f?',
        answer:
          'Les offres sont classées par taux, du plus bas au plus élevé, pour le montant et la durée choisis. Les offres sponsorisées portent la mention «\u202fAnnonce\u202f» et apparaissent en tête. Le détail figure sur la page [fonctionnement du comparateur](/fonctionnement-du-comparateur).',
      },
    ],
    config: {
      amounts: [100000, 150000, 200000, 250000, 300000, 350000, 400000, 450000, 500000, 600000, 700000, 800000, 900000, 1000000],
      durations: [120, 180, 240, 300, 360],
      amountIndex: 6,
      durationIndex: 3,
      durationUnit: 'year',
      bounds: { minAmount: 50000, maxAmount: 2000000, minDuration: 60, maxDuration: 360 },
    },
    metaTitle: 'Prêt hypothécaire\u00a0: comparer les taux au Luxembourg et en Belgique',
    metaDesc:
      'Comparez les taux des prêts hypothécaires au Luxembourg et en Belgique\u00a0: taux fixe, variable 5/5/5, apport, durée et conseils pour bien emprunter.',
    isBlacklisted: false,
    rateLevel: { min: 2.8, max: 4.2 },
  },
  {
    name: 'Prêt immobilier',
    slug: 'pret-immobilier',
    title: 'Comparer les taux de prêt immobilier en France',
    summary:
      'Les taux de prêt immobilier observés chez les banques et courtiers français, pour acheter une résidence principale, investir ou financer un prêt relais.',
    description: `## Le prêt immobilier en France

En France, la très grande majorité des prêts immobiliers est accordée **à taux fixe**\u00a0: la mensualité reste identique du début à la fin, hors assurance. Le prêt est garanti par une **caution** d’un organisme spécialisé, par une **hypothèque** ou par une hypothèque légale spéciale du prêteur de deniers, qui a remplacé le privilège de prêteur de deniers en 2022.

Depuis 2022, une décision du Haut Conseil de stabilité financière (HCSF) s’impose aux banques\u00a0:

- le **taux d’effort** ne doit pas dépasser **35\u00a0%** des revenus nets, assurance emprunteur comprise\u202f;
- la **durée** est limitée à **25\u00a0ans**, portée à 27\u00a0ans lorsque le différé d’amortissement est justifié par une construction ou des travaux importants\u202f;
- chaque banque peut déroger à ces règles pour une part limitée de sa production (20\u00a0% par trimestre), principalement au profit des acheteurs d’une résidence principale.

## Les étapes d’un prêt immobilier

1. Le compromis de vente prévoit une **condition suspensive** d’obtention du prêt\u00a0: si aucune banque ne vous finance, vous récupérez votre dépôt de garantie.
2. La banque émet une **offre de prêt** valable 30\u00a0jours. Vous ne pouvez l’accepter qu’après un délai de réflexion de 10\u00a0jours.
3. Les fonds sont versés au notaire le jour de la signature de l’acte authentique.

Le **prêt à taux zéro** (PTZ), réservé aux primo-accédants sous conditions de ressources, peut compléter le financement\u202f; ses conditions ont été élargies en 2025. Vérifiez votre éligibilité au moment de votre projet.

## Et au Luxembourg ou en Belgique\u202f?

Si vous achetez au Grand-Duché ou en Belgique, consultez notre page [prêt hypothécaire](/pret-hypothecaire)\u00a0: les règles d’apport, les formules de taux et les frais d’acquisition y sont différents.

## Ce qui fait varier votre taux

- **La durée**\u00a0: les barèmes des banques augmentent par paliers, de 15 à 25\u00a0ans.
- **L’apport**\u00a0: un apport d’au moins 10\u00a0% du prix, qui couvre les frais de notaire et de garantie, est souvent attendu.
- **Le profil**\u00a0: stabilité professionnelle, gestion des comptes, épargne restante après l’achat.
- **L’assurance emprunteur**\u00a0: elle entre dans le taux d’effort et dans le TAEG\u202f; la déléguer à un autre assureur peut réduire nettement son coût.
- **Le marché**\u00a0: les barèmes suivent les taux d’emprunt de l’État et la politique de la Banque centrale européenne.

## Nos conseils

- Mesurez d’abord votre [capacité d’emprunt](/pret-immobilier/outils/capacite-d-emprunt), puis testez plusieurs durées avec la [calculette](/pret-immobilier/outils/calculette).
- Comparez le **coût total** et le TAEG des offres, pas seulement le taux nominal.
- Négociez les frais de dossier et les pénalités de remboursement anticipé, plafonnées par la loi à six mois d’intérêts et à 3\u00a0% du capital restant dû.
- Gardez une épargne de précaution après l’achat\u00a0: elle rassure la banque et vous protège.`,
    faq: [
      {
        question: 'Quel taux d’effort maximal pour un prêt immobilier\u202f?',
        answer:
          'Les banques françaises doivent respecter un taux d’effort de 35\u00a0% des revenus nets, assurance emprunteur comprise. Une part limitée des dossiers peut dépasser ce seuil, principalement pour l’achat d’une résidence principale. Le reste à vivre compte aussi dans la décision.',
      },
      {
        question: 'Quelle est la durée maximale d’un prêt immobilier\u202f?',
        answer:
          'La durée est limitée à 25\u00a0ans par les règles du HCSF. Elle peut atteindre 27\u00a0ans lorsque le remboursement démarre après une période de différé liée à une construction ou à des travaux importants.',
      },
      {
        question: 'Combien de temps pour obtenir une offre de prêt\u202f?',
        answer:
          'Comptez en général trois à six semaines entre le dépôt d’un dossier complet et l’émission de l’offre. Vous devez ensuite respecter un délai de réflexion de 10\u00a0jours avant de l’accepter. Prévoyez ces délais dans la condition suspensive du compromis.',
      },
      {
        question: 'Peut-on changer d’assurance emprunteur après la signature\u202f?',
        answer:
          'Oui. Depuis la loi Lemoine, vous pouvez résilier votre assurance emprunteur à tout moment et la remplacer par un contrat offrant des garanties équivalentes. La banque ne peut pas modifier le taux du prêt en contrepartie.',
      },
      {
        question: 'Faut-il passer par un courtier\u202f?',
        answer:
          'Un courtier compare plusieurs banques et monte le dossier à votre place, ce qui fait gagner du temps. Il doit être immatriculé à l’ORIAS comme intermédiaire en opérations de banque. Ses honoraires, s’il en facture, ne sont dus qu’une fois le prêt accordé.',
      },
      {
        question: 'Quels frais prévoir en plus du prix du bien\u202f?',
        answer:
          'Prévoyez les frais de notaire (environ 7 à 8\u00a0% du prix dans l’ancien, 2 à 3\u00a0% dans le neuf), les frais de garantie et les frais de dossier. Lisez notre article sur les [frais de notaire en France](/articles/guides-pays/frais-de-notaire-en-france).',
      },
    ],
    config: {
      amounts: [100000, 150000, 200000, 250000, 300000, 350000, 400000, 450000, 500000, 600000, 700000, 800000, 900000, 1000000],
      durations: [120, 180, 240, 300],
      amountIndex: 4,
      durationIndex: 2,
      durationUnit: 'year',
      bounds: { minAmount: 50000, maxAmount: 2000000, minDuration: 60, maxDuration: 324 },
    },
    metaTitle: 'Prêt immobilier\u00a0: comparer les taux en France',
    metaDesc:
      'Comparez les taux de prêt immobilier en France\u00a0: règles du HCSF (35\u00a0%, 25\u00a0ans), apport, assurance emprunteur, PTZ et conseils pour négocier.',
    isBlacklisted: false,
    rateLevel: { min: 2.9, max: 4.0 },
  },
  {
    name: 'Prêt personnel',
    slug: 'pret-personnel',
    title: 'Comparer les prêts personnels',
    summary:
      'Les taux des prêts personnels et prêts à tempérament au Luxembourg, en Belgique et en France, pour financer un projet sans justificatif d’utilisation ou des travaux.',
    description: `## Comment fonctionne un prêt personnel\u202f?

Le prêt personnel est un **crédit à la consommation amortissable**\u00a0: vous empruntez une somme fixe, à un taux fixe, et vous la remboursez par mensualités constantes sur une durée connue à l’avance. Il peut être **non affecté** (vous n’avez pas à justifier l’usage des fonds) ou **affecté** à un achat précis, comme des travaux\u00a0: dans ce cas, le crédit et le contrat de vente sont liés.

Dans les trois pays, la directive européenne sur le crédit aux consommateurs impose les mêmes garanties de base\u00a0: une information précontractuelle normalisée, l’indication du **TAEG**, un **délai de rétractation de 14\u00a0jours** et le droit de rembourser par anticipation. Une nouvelle directive, qui élargit ces protections, s’appliquera à partir du 20 novembre 2026.

## Les particularités nationales

- **France**\u00a0: le prêt personnel porte sur 200\u00a0€ à 75\u202f000\u00a0€. Le taux ne peut dépasser le **taux d’usure**, publié chaque trimestre par la Banque de France. Le prêteur consulte le fichier des incidents de remboursement (FICP) avant d’accorder le crédit.
- **Belgique**\u00a0: on parle de **prêt à tempérament**. Le TAEG ne peut dépasser un maximum légal fixé par tranche de montant et révisé périodiquement, et la durée maximale dépend du montant emprunté. Le prêteur doit consulter la Centrale des crédits aux particuliers de la Banque nationale de Belgique.
- **Luxembourg**\u00a0: le prêt personnel est proposé par les banques sous la surveillance de la CSSF. Les frontaliers peuvent souvent emprunter au Grand-Duché s’ils y perçoivent leur salaire.

## Ce qui fait varier votre taux

- **Le montant**\u00a0: les petits montants coûtent proportionnellement plus cher\u202f; les barèmes baissent souvent au-delà de 10\u202f000\u00a0€.
- **La durée**\u00a0: une durée longue réduit la mensualité mais augmente le coût total.
- **L’objet**\u00a0: un prêt affecté à des travaux de rénovation énergétique ou à un véhicule propre bénéficie parfois d’un meilleur taux.
- **Votre profil**\u00a0: revenus, charges, ancienneté professionnelle et historique de crédit.

## Nos conseils

1. Empruntez uniquement ce dont vous avez besoin et choisissez la durée la plus courte que votre budget supporte.
2. Comparez les offres au même montant et à la même durée, sur le TAEG et le coût total en euros.
3. Méfiez-vous des frais annexes, notamment une assurance facultative présentée comme indispensable.
4. Préférez un prêt amortissable à un crédit renouvelable pour un projet ponctuel\u00a0: lisez notre comparatif [prêt personnel ou crédit renouvelable](/articles/credit-conso/pret-personnel-ou-credit-renouvelable).`,
    faq: [
      {
        question: 'Quel montant peut-on emprunter avec un prêt personnel\u202f?',
        answer:
          'En France, un prêt personnel porte sur 200\u00a0€ à 75\u202f000\u00a0€\u202f; au-delà, on sort du crédit à la consommation. En Belgique et au Luxembourg, les montants proposés par les banques dépassent rarement 75\u202f000\u00a0€ pour un prêt non affecté. Le montant accordé dépend surtout de vos revenus et de vos charges.',
      },
      {
        question: 'Peut-on rembourser un prêt personnel par anticipation\u202f?',
        answer:
          'Oui, à tout moment, en totalité ou en partie. Le prêteur peut demander une indemnité limitée par la loi, en général 1\u00a0% du montant remboursé par anticipation, ou 0,5\u00a0% si la fin du contrat est à moins d’un an. Aucune indemnité n’est due en dessous de certains seuils.',
      },
      {
        question: 'Combien de temps ai-je pour changer d’avis\u202f?',
        answer:
          'Vous disposez d’un délai de rétractation de 14\u00a0jours calendaires à compter de la signature du contrat. Vous devez alors rembourser le capital éventuellement reçu et les intérêts courus, sans autre pénalité.',
      },
      {
        question: 'Quelle différence entre taux débiteur et TAEG\u202f?',
        answer:
          'Le taux débiteur est le taux des intérêts seuls. Le TAEG ajoute les frais obligatoires, comme les frais de dossier ou une assurance exigée par le prêteur, et permet de comparer le coût réel des offres. Lisez notre article [le TAEG expliqué](/articles/taeg-explique).',
      },
      {
        question: 'Un prêt personnel est-il possible sans CDI\u202f?',
        answer:
          'Oui, mais le prêteur examine alors la régularité des revenus sur une période plus longue. Les indépendants fournissent généralement leurs derniers avis d’imposition ou bilans. Un co-emprunteur aux revenus stables peut faciliter l’accord.',
      },
    ],
    config: {
      amounts: [1000, 2500, 5000, 7500, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000],
      durations: [12, 24, 36, 48, 60, 72, 84, 96, 120],
      amountIndex: 4,
      durationIndex: 3,
      durationUnit: 'month',
      bounds: { minAmount: 500, maxAmount: 75000, minDuration: 6, maxDuration: 120 },
    },
    metaTitle: 'Prêt personnel\u00a0: comparer les taux et le TAEG',
    metaDesc:
      'Comparez les prêts personnels et prêts à tempérament au Luxembourg, en Belgique et en France\u00a0: TAEG, durée, montant et conseils pour emprunter.',
    isBlacklisted: false,
    rateLevel: { min: 4.5, max: 9.5 },
  },
  {
    name: 'Prêt auto',
    slug: 'pret-auto',
    title: 'Comparer les prêts auto',
    summary:
      'Les taux des prêts pour voiture neuve, d’occasion ou électrique au Luxembourg, en Belgique et en France, pour le montant et la durée de votre achat.',
    description: `## Comment fonctionne un prêt auto\u202f?

Le prêt auto est un crédit à la consommation **affecté** à l’achat d’un véhicule\u00a0: voiture neuve ou d’occasion, moto, utilitaire ou camping-car. Vous empruntez un montant fixe, à taux fixe, remboursé par mensualités constantes. Comme le crédit est lié à l’achat, il est en principe annulé si la vente n’a pas lieu, et le prêteur verse souvent les fonds directement au vendeur.

## Les particularités nationales

- **Luxembourg**\u00a0: les banques proposent des prêts auto dédiés, souvent à des taux préférentiels pour les véhicules électriques ou hybrides rechargeables. L’État accorde, sous conditions, des aides à l’achat de véhicules à zéro émission\u202f; vérifiez les règles en vigueur au moment de l’achat.
- **Belgique**\u00a0: le prêt voiture prend la forme d’un **prêt à tempérament**, soumis à un TAEG maximal légal et à une durée maximale qui dépend du montant. Le prêteur consulte la Centrale des crédits aux particuliers.
- **France**\u00a0: le **crédit affecté** est lié au bon de commande\u202f; si le véhicule n’est pas livré, le crédit est résolu. Les offres de location avec option d’achat (LOA) ou de location longue durée (LLD) ne sont pas des prêts\u00a0: comparez leur coût total avec celui d’un achat à crédit.

## Ce qui fait varier votre taux

- **L’âge du véhicule**\u00a0: un véhicule neuf ou récent obtient généralement un meilleur taux qu’une occasion ancienne.
- **La motorisation**\u00a0: de nombreux prêteurs réduisent le taux pour les véhicules électriques.
- **La durée**\u00a0: au-delà de 60\u00a0mois, le coût total grimpe, et la voiture perd de la valeur plus vite que le capital ne diminue.
- **L’apport**\u00a0: financer une partie de l’achat comptant réduit le montant et souvent le taux.
- **Votre profil**\u00a0: revenus, charges et historique de remboursement.

## Crédit en concession ou prêt bancaire\u202f?

Les concessionnaires proposent des financements, parfois à «\u202ftaux zéro\u202f». Vérifiez que ce taux ne s’accompagne pas d’un prix de vente moins négocié ou d’options imposées\u00a0: comparez toujours le **coût total** (prix du véhicule plus intérêts et frais). Un prêt bancaire vous laisse négocier le prix comme un acheteur au comptant.

## Nos conseils

1. Fixez votre budget avant de visiter les concessions, et comparez plusieurs prêts au même montant et à la même durée.
2. Alignez la durée du crédit sur la durée pendant laquelle vous comptez garder le véhicule.
3. Ajoutez au budget l’assurance, l’entretien et, pour un véhicule électrique, la borne de recharge.
4. Lisez le TAEG et le coût total en euros indiqués dans chaque offre.`,
    faq: [
      {
        question: 'Vaut-il mieux un prêt auto ou un prêt personnel\u202f?',
        answer:
          'Le prêt auto affecté protège l’acheteur\u00a0: si la vente est annulée, le crédit l’est aussi. Son taux est souvent plus bas que celui d’un prêt personnel non affecté. Le prêt personnel laisse en revanche plus de liberté, par exemple pour un achat entre particuliers.',
      },
      {
        question: 'Peut-on financer une voiture d’occasion\u202f?',
        answer:
          'Oui. Les prêteurs financent les véhicules d’occasion, mais fixent souvent un âge maximal du véhicule et appliquent un taux plus élevé que pour une voiture neuve. Gardez la facture ou le certificat de cession\u00a0: il sert de justificatif.',
      },
      {
        question: 'Le taux est-il plus bas pour une voiture électrique\u202f?',
        answer:
          'Souvent, oui. Beaucoup de banques proposent un prêt «\u202fvéhicule propre\u202f» avec une réduction de taux pour les voitures électriques ou hybrides rechargeables. Comparez tout de même le coût total, car la durée et les frais comptent autant que le taux.',
      },
      {
        question: 'Quelle durée choisir pour un prêt auto\u202f?',
        answer:
          'Pour une voiture neuve, 48 à 72\u00a0mois est une durée courante\u202f; pour une occasion, visez plus court. Évitez de rembourser encore le véhicule après l’avoir revendu. Plus la durée est longue, plus le coût total est élevé.',
      },
      {
        question: 'La LOA est-elle un prêt\u202f?',
        answer:
          'Non. La location avec option d’achat est une location\u00a0: vous n’êtes propriétaire qu’après avoir levé l’option, en fin de contrat. Elle peut coûter plus cher au total qu’un achat à crédit si vous gardez le véhicule. Comparez les deux solutions sur le montant total payé.',
      },
    ],
    config: {
      amounts: [3000, 5000, 7500, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 75000],
      durations: [12, 24, 36, 48, 60, 72, 84],
      amountIndex: 5,
      durationIndex: 4,
      durationUnit: 'month',
      bounds: { minAmount: 1500, maxAmount: 100000, minDuration: 6, maxDuration: 96 },
    },
    metaTitle: 'Prêt auto\u00a0: comparer les taux pour une voiture neuve ou d’occasion',
    metaDesc:
      'Comparez les prêts auto au Luxembourg, en Belgique et en France\u00a0: voiture neuve, d’occasion ou électrique, TAEG, durée et coût total du crédit.',
    isBlacklisted: false,
    rateLevel: { min: 3.9, max: 7.9 },
  },
  {
    name: 'Regroupement de crédit',
    slug: 'regroupement-de-credit',
    title: 'Regroupement de crédits\u00a0: comprendre et comparer',
    summary:
      'Regrouper plusieurs crédits en un seul réduit la mensualité en allongeant la durée. Voici comment l’opération fonctionne, ce qu’elle coûte et dans quels pays elle est proposée.',
    description: `## Qu’est-ce qu’un regroupement de crédits\u202f?

Le regroupement (ou rachat) de crédits remplace plusieurs crédits en cours — prêts personnels, crédits renouvelables, prêt auto, parfois prêt immobilier — par **un seul prêt**, avec une seule mensualité. Le nouveau prêteur rembourse les anciens crédits, puis vous le remboursez sur une durée généralement plus longue.

La baisse de mensualité vient surtout de cet **allongement de la durée**. En contrepartie, le **coût total** du crédit augmente le plus souvent, car vous payez des intérêts plus longtemps. S’y ajoutent des frais de dossier, d’éventuelles indemnités de remboursement anticipé sur les anciens crédits et, avec un prêt immobilier, des frais de garantie.

## Selon le pays

- **France**\u00a0: l’opération est encadrée par le Code de la consommation. Lorsque les crédits immobiliers représentent au moins 60\u00a0% des sommes regroupées, elle suit les règles du crédit immobilier\u202f; sinon, celles du crédit à la consommation. Les intermédiaires doivent être immatriculés à l’ORIAS et ne peuvent percevoir aucun paiement avant le versement effectif des fonds.
- **Belgique**\u00a0: le Code de droit économique interdit la publicité qui incite à regrouper des crédits à la consommation. Un refinancement reste possible dans le cadre d’une demande de crédit examinée au cas par cas. Prêtscope ne présente donc aucune offre de regroupement pour la Belgique.
- **Luxembourg**\u00a0: certaines banques proposent un **prêt de consolidation**. La demande est analysée comme n’importe quel crédit\u00a0: revenus, charges et capacité de remboursement.

## Ce qui fait varier le taux

- **La nature des crédits regroupés**\u00a0: avec un prêt immobilier et une garantie hypothécaire, le taux est plus bas\u202f; sans garantie, il se rapproche de celui d’un prêt personnel.
- **La durée** choisie et le montant total.
- **Votre situation**\u00a0: revenus, stabilité, propriété d’un bien, incidents de paiement récents.

## Avant de vous décider

1. Comparez le **coût total** des crédits actuels à celui du nouveau prêt, frais compris, et pas seulement les mensualités.
2. N’incluez pas un prêt à taux très bas, comme un prêt à taux zéro ou un ancien prêt immobilier peu cher, sans vérifier que l’opération reste avantageuse.
3. Gardez un reste à vivre suffisant et évitez d’ouvrir de nouveaux crédits après l’opération.
4. Envisagez les alternatives\u00a0: renégocier un prêt existant, vendre un bien, ou solliciter une aide budgétaire.

Si vos difficultés sont déjà importantes, un regroupement n’est pas toujours la bonne réponse. En France, la commission de surendettement de la Banque de France peut être saisie gratuitement\u202f; en Belgique et au Luxembourg, des services publics ou associatifs de médiation de dettes accompagnent les ménages.`,
    faq: [
      {
        question: 'Un regroupement de crédits coûte-t-il plus cher\u202f?',
        answer:
          'Le plus souvent, oui\u00a0: la mensualité baisse parce que la durée s’allonge, et vous payez des intérêts plus longtemps. Chaque offre doit indiquer le coût total du nouveau crédit. Comparez-le au coût restant de vos crédits actuels.',
      },
      {
        question: 'Peut-on regrouper un prêt immobilier avec des crédits à la consommation\u202f?',
        answer:
          'Oui, en France notamment. Si les crédits immobiliers représentent au moins 60\u00a0% du total regroupé, l’opération suit les règles du crédit immobilier, avec une offre, un délai de réflexion et souvent une garantie sur le bien.',
      },
      {
        question: 'Pourquoi aucune offre belge n’apparaît-elle\u202f?',
        answer:
          'En Belgique, la loi interdit la publicité incitant à regrouper des crédits à la consommation. Prêtscope respecte cette règle et ne présente pas d’offre de regroupement pour la Belgique. Un refinancement peut toutefois être discuté directement avec un prêteur.',
      },
      {
        question: 'Faut-il payer un intermédiaire avant d’obtenir le financement\u202f?',
        answer:
          'Non. En France, un intermédiaire en regroupement de crédits ne peut percevoir aucune somme avant le versement effectif des fonds. Méfiez-vous de toute demande de paiement préalable.',
      },
      {
        question: 'Peut-on faire un regroupement avec des incidents de paiement\u202f?',
        answer:
          'C’est plus difficile\u00a0: une inscription au fichier des incidents (FICP en France, Centrale des crédits en Belgique) réduit fortement les chances d’accord. Un propriétaire peut parfois obtenir un regroupement garanti par son bien. En cas de difficultés graves, adressez-vous plutôt à un service de médiation de dettes.',
      },
      {
        question: 'Quelle durée pour un regroupement de crédits\u202f?',
        answer:
          'Sans prêt immobilier, la durée dépasse rarement 12\u00a0ans\u202f; avec un prêt immobilier, elle peut atteindre 25\u00a0ans. Choisissez la durée la plus courte compatible avec votre budget pour limiter le surcoût.',
      },
    ],
    config: {
      amounts: [10000, 15000, 20000, 30000, 40000, 50000, 75000, 100000, 150000, 200000, 250000, 300000],
      durations: [36, 48, 60, 84, 96, 120, 144, 180, 240, 300],
      amountIndex: 5,
      durationIndex: 5,
      durationUnit: 'month',
      bounds: { minAmount: 5000, maxAmount: 500000, minDuration: 24, maxDuration: 300 },
    },
    metaTitle: 'Regroupement de crédits\u00a0: fonctionnement, coût et offres',
    metaDesc:
      'Regroupement de crédits\u00a0: comment la mensualité baisse, ce que coûte l’allongement de la durée, les règles en France, en Belgique et au Luxembourg.',
    isBlacklisted: false,
    rateLevel: { min: 5, max: 10 },
  },
  {
    name: 'Prêt crypto',
    slug: 'pret-crypto',
    title: 'Prêt garanti par crypto-actifs\u00a0: comparer les offres',
    summary:
      'Emprunter des euros en déposant du bitcoin ou de l’ether en garantie\u00a0: fonctionnement, ratio prêt/valeur, risque de liquidation et taux observés.',
    description: `## Comment fonctionne un prêt crypto\u202f?

Un prêt crypto, ou **prêt Lombard crypto**, est un prêt en euros garanti par des crypto-actifs (bitcoin, ether, parfois d’autres actifs) que vous déposez en garantie chez le prêteur ou chez un conservateur. Vous gardez l’exposition à vos actifs sans les vendre, mais vous acceptez qu’ils soient vendus si leur valeur baisse trop.

Trois notions définissent l’offre\u00a0:

- **Le ratio prêt/valeur (LTV)**\u00a0: le montant prêté rapporté à la valeur de la garantie. Avec un LTV initial de 40\u00a0%, 10\u202f000\u00a0€ de bitcoin permettent d’emprunter 4\u202f000\u00a0€. Les offres prudentes démarrent entre 20\u00a0% et 50\u00a0%.
- **L’appel de marge**\u00a0: si la garantie perd de la valeur et que le LTV atteint un premier seuil, le prêteur vous demande d’ajouter des actifs ou de rembourser une partie du prêt.
- **La liquidation**\u00a0: au-delà d’un second seuil, le prêteur vend tout ou partie de la garantie pour se rembourser, frais de liquidation en sus, souvent sans attendre votre réponse.

## Le cadre dans les trois pays

Le règlement européen **MiCA**, pleinement applicable depuis le 30 décembre 2024, encadre les prestataires qui conservent ou échangent des crypto-actifs. Le prêt garanti par crypto-actifs n’y est en revanche pas spécifiquement réglementé\u00a0: les protections dépendent du statut du prêteur. Un prêt en euros accordé par une banque à un particulier relève en principe des règles du crédit aux consommateurs\u202f; une plateforme non bancaire peut offrir des garanties bien moindres.

Avant de déposer des actifs, vérifiez que le prestataire est enregistré ou agréé auprès de l’autorité compétente\u00a0: l’**AMF** en France, la **CSSF** au Luxembourg, la **FSMA** en Belgique. Vérifiez aussi si vos actifs sont conservés séparément ou s’ils peuvent être réutilisés par le prêteur.

## Ce qui fait varier le taux

- **Le LTV choisi**\u00a0: plus il est bas, plus le taux est faible et plus le risque de liquidation recule.
- **L’actif déposé**\u00a0: bitcoin et ether sont acceptés aux meilleures conditions\u202f; les actifs moins liquides sont décotés.
- **La durée** et le mode de remboursement\u00a0: intérêts mensuels, ou capital et intérêts à l’échéance.
- **Le statut du prêteur** et le mode de conservation des actifs.

## Nos conseils

1. Choisissez un LTV bas\u00a0: une baisse de 30\u00a0% à 50\u00a0% du cours en quelques jours s’est déjà produite plusieurs fois.
2. Gardez une réserve de crypto-actifs ou d’euros pour répondre à un appel de marge.
3. Lisez les seuils d’appel de marge et de liquidation et le montant des frais de liquidation.
4. Renseignez-vous sur la fiscalité\u00a0: une liquidation est une vente, qui peut être imposable.
5. N’empruntez pas pour acheter davantage de crypto-actifs\u00a0: vous doubleriez votre exposition au risque.`,
    faq: [
      {
        question: 'Qu’est-ce que le LTV d’un prêt crypto\u202f?',
        answer:
          'Le LTV (loan-to-value) est le rapport entre le montant emprunté et la valeur des crypto-actifs déposés en garantie. Un LTV de 30\u00a0% signifie que vous empruntez 3\u202f000\u00a0€ pour 10\u202f000\u00a0€ de garantie. Plus il est bas, plus la marge avant une liquidation est grande.',
      },
      {
        question: 'Que se passe-t-il si le cours du bitcoin chute\u202f?',
        answer:
          'Le LTV augmente. Au premier seuil, le prêteur lance un appel de marge\u00a0: vous devez ajouter des actifs ou rembourser une partie du prêt. Si le LTV atteint le seuil de liquidation, une partie ou la totalité de la garantie est vendue pour rembourser le prêt.',
      },
      {
        question: 'Un prêt crypto est-il imposable\u202f?',
        answer:
          'Emprunter n’est pas une vente, mais une liquidation de la garantie en est une et peut déclencher l’imposition d’une plus-value. Les règles diffèrent entre la France, la Belgique et le Luxembourg. Renseignez-vous auprès de l’administration fiscale ou d’un conseiller.',
      },
      {
        question: 'Mes crypto-actifs sont-ils en sécurité chez le prêteur\u202f?',
        answer:
          'Cela dépend du prêteur et du contrat. Vérifiez si les actifs sont conservés séparément, chez quel conservateur, et si le prêteur a le droit de les réutiliser. Plusieurs plateformes de prêt ont fait faillite en 2022, bloquant les actifs de leurs clients.',
      },
      {
        question: 'Peut-on rembourser un prêt crypto par anticipation\u202f?',
        answer:
          'La plupart des offres le permettent, souvent sans pénalité. Une fois le prêt remboursé, la garantie vous est restituée. Vérifiez les frais de retrait éventuels des actifs.',
      },
      {
        question: 'Pourquoi le taux est-il plus élevé que pour un prêt hypothécaire\u202f?',
        answer:
          'La garantie est beaucoup plus volatile qu’un logement et le marché du prêt crypto reste étroit. Les prêteurs intègrent aussi le coût de la conservation et de la surveillance des positions. En 2025 et 2026, les taux observés se situent le plus souvent entre 6\u00a0% et 14\u00a0%.',
      },
    ],
    config: {
      amounts: [1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000],
      durations: [3, 6, 12, 18, 24, 36],
      amountIndex: 3,
      durationIndex: 2,
      durationUnit: 'month',
      bounds: { minAmount: 500, maxAmount: 1000000, minDuration: 1, maxDuration: 60 },
    },
    metaTitle: 'Prêt crypto\u00a0: emprunter en garantissant du bitcoin ou de l’ether',
    metaDesc:
      'Emprunter en garantissant des crypto-actifs\u00a0: ratio prêt/valeur, appel de marge, liquidation, cadre MiCA et taux observés en 2025 et 2026.',
    isBlacklisted: false,
    rateLevel: { min: 6, max: 14 },
  },
];
