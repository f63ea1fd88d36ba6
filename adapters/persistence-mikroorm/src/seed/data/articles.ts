/**
 * Demo articles for the seed, in French markdown. They use the site's fenced block styles: a fenced code block
 * whose info string is `text`, `info`, `warning`, `quote`, `button` or `image` and whose content is markdown
 * (`button`: a single markdown link; `image`: a single markdown image). Every image path used in an `image`
 * block is listed in `SEED_ARTICLE_IMAGES`, so the seeder can draw its chart from the figures the article discusses.
 */

import type { ArticleFigure } from '@pretscope/core';

export type SeedArticleSubcategory = 'immobilier' | 'credit-conso' | 'epargne-et-budget' | 'guides-pays';

/** The demo's rubriques (core content/rubrique.ts): each subcategory an article uses, with its name. */
export const SEED_RUBRIQUES: Readonly<Record<SeedArticleSubcategory, string>> = {
  immobilier: 'Immobilier',
  'credit-conso': 'Crédit à la consommation',
  'epargne-et-budget': 'Épargne et budget',
  'guides-pays': 'Guides pays',
};

export interface SeedArticle {
  title: string;
  slug: string;
  /** Null: the article lives at /articles/{slug}; otherwise at /articles/{subcategory}/{slug}. */
  subcategory: SeedArticleSubcategory | null;
  summary: string;
  authorSlug: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  metaTitle: string;
  metaDesc: string;
  /** Markdown with the site's fenced block styles. */
  content: string;
}

/**
 * An article's picture: the chart of the figures the article discusses (core articleFigureSvg draws it), stored
 * with the demo articles and written to the uploads by the seeder. The image block's alternative text in the
 * article is `alt`; an editor may replace the file or the article's image like any other.
 */
export interface SeedArticleImage {
  /** Public path, as used in the articles: /images/articles/{name}.svg */
  path: string;
  alt: string;
  title: string;
  /** Unit of the values: '€', '%'… */
  unit: string;
  figure: ArticleFigure;
}

export const SEED_ARTICLE_IMAGES: readonly SeedArticleImage[] = [
  {
    path: '/images/articles/capacite-emprunt-taux-effort.svg',
    alt: 'Répartition d’un revenu net de 4\u202f500\u00a0€\u00a0: 35\u00a0% au maximum pour les mensualités de crédit',
    title: 'La règle des 35\u00a0% appliquée à 4\u202f500\u00a0€ de revenus nets',
    unit: '€',
    figure: {
      kind: 'share',
      items: [
        { label: 'Mensualités de crédit, assurance comprise', value: 1575 },
        { label: 'Reste des revenus', value: 2925 },
      ],
      limit: { percent: 35, label: 'Plafond du HCSF : 35 %' },
    },
  },
  {
    path: '/images/articles/bellegen-akt-droits-payes.svg',
    alt: 'Droits d’enregistrement et de transcription payés par un couple, avec et sans Bëllegen Akt',
    title: 'Droits payés par un couple, avec et sans Bëllegen Akt (régime de base)',
    unit: '€',
    figure: {
      kind: 'columns',
      panels: [
        {
          title: 'Achat à 450 000 €',
          items: [
            { label: 'Sans crédit d’impôt', value: 31500 },
            { label: 'Avec crédit d’impôt', value: 100 },
          ],
        },
        {
          title: 'Achat à 700 000 €',
          items: [
            { label: 'Sans crédit d’impôt', value: 49000 },
            { label: 'Avec crédit d’impôt', value: 9000 },
          ],
        },
      ],
    },
  },
  {
    path: '/images/articles/droits-enregistrement-belgique-regions.svg',
    alt: 'Droits d’enregistrement sur une maison de 350\u202f000\u00a0€ en Flandre, en Wallonie et à Bruxelles',
    title: 'Droits d’enregistrement pour une habitation propre et unique de 350\u202f000\u00a0€',
    unit: '€',
    figure: {
      kind: 'bars',
      items: [
        { label: 'Flandre (2 %)', value: 7000 },
        { label: 'Wallonie (3 %)', value: 10500 },
        { label: 'Bruxelles (12,5 % après abattement)', value: 18750 },
      ],
    },
  },
  {
    path: '/images/articles/taeg-composition-cout.svg',
    alt: 'Composition du coût total d’un prêt de 10\u202f000\u00a0€ sur 48\u00a0mois\u00a0: intérêts, frais de dossier et assurance',
    title: 'Ce que recouvre le TAEG\u00a0: coût total d’un prêt de 10\u202f000\u00a0€ sur 48\u00a0mois',
    unit: '€',
    figure: {
      kind: 'share',
      items: [
        { label: 'Intérêts', value: 1250.82 },
        { label: 'Frais de dossier', value: 150 },
        { label: 'Assurance obligatoire', value: 384 },
      ],
    },
  },
  {
    path: '/images/articles/taux-fixe-variable-scenarios.svg',
    alt: 'Mensualité d’un prêt de 300\u202f000\u00a0€\u00a0: taux fixe de 3,5\u00a0% comparé à un taux variable révisé après cinq ans',
    title: 'Prêt de 300\u202f000\u00a0€\u00a0: la mensualité selon le taux variable révisé après cinq ans',
    unit: '€',
    figure: {
      kind: 'line',
      points: [
        { x: 2, y: 1297.67 },
        { x: 3, y: 1422.63 },
        { x: 4, y: 1554.44 },
        { x: 5, y: 1692.89 },
      ],
      xUnit: '%',
      xLabel: 'Taux variable révisé',
      reference: { value: 1501.87, label: 'Taux fixe 3,5 %' },
    },
  },
  {
    path: '/images/articles/assurance-emprunteur-cout-total.svg',
    alt: 'Coût total de l’assurance emprunteur sur 25\u00a0ans\u00a0: contrat groupe et contrat délégué',
    title: 'Coût de l’assurance sur 25\u00a0ans pour 250\u202f000\u00a0€ empruntés',
    unit: '€',
    figure: {
      kind: 'columns',
      panels: [
        {
          title: 'Coût total de l’assurance',
          items: [
            { label: 'Contrat groupe (0,30 %)', value: 18750 },
            { label: 'Délégation (0,12 %)', value: 7500 },
          ],
        },
      ],
    },
  },
  {
    path: '/images/articles/regroupement-mensualites-avant-apres.svg',
    alt: 'Mensualités et coût restant avant et après un regroupement de trois crédits',
    title: 'Avant et après un regroupement\u00a0: la mensualité baisse, le coût total augmente',
    unit: '€',
    figure: {
      kind: 'columns',
      panels: [
        {
          title: 'Mensualité',
          items: [
            { label: 'Avant', value: 650 },
            { label: 'Après', value: 348.96 },
          ],
        },
        {
          title: 'Total restant à payer',
          items: [
            { label: 'Avant', value: 25220 },
            { label: 'Après', value: 29312.79 },
          ],
        },
      ],
    },
  },
  {
    path: '/images/articles/pret-crypto-seuils-ltv.svg',
    alt: 'Seuils d’un prêt crypto\u00a0: ratio prêt/valeur initial de 40\u00a0%, appel de marge à 70\u00a0%, liquidation à 85\u00a0%',
    title: 'Ratio prêt/valeur\u00a0: départ, appel de marge et liquidation',
    unit: '%',
    figure: {
      kind: 'scale',
      markers: [
        { label: 'LTV initial', value: 40 },
        { label: 'Appel de marge', value: 70 },
        { label: 'Liquidation', value: 85 },
      ],
    },
  },
  {
    path: '/images/articles/frais-de-notaire-repartition.svg',
    alt: 'Répartition des frais de notaire pour un logement ancien de 300\u202f000\u00a0€ en France',
    title: 'Frais de notaire sur un logement ancien de 300\u202f000\u00a0€',
    unit: '€',
    figure: {
      kind: 'share',
      items: [
        { label: 'Droits de mutation', value: 18956 },
        { label: 'Émoluments du notaire (TTC)', value: 3350 },
        { label: 'Débours et formalités', value: 1200 },
        { label: 'Contribution de sécurité immobilière', value: 300 },
      ],
    },
  },
  {
    path: '/images/articles/apport-personnel-mensualite.svg',
    alt: 'Mensualité et intérêts d’un projet de 380\u202f000\u00a0€ sur 25\u00a0ans à 3,4\u00a0%, sans apport et avec 40\u202f000\u00a0€ ou 80\u202f000\u00a0€ d’apport',
    title: 'Projet de 380\u202f000\u00a0€ sur 25\u00a0ans à 3,4\u00a0%\u00a0: l’effet de l’apport',
    unit: '€',
    figure: {
      kind: 'columns',
      panels: [
        {
          title: 'Mensualité',
          items: [
            { label: 'Sans apport', value: 1882.05 },
            { label: 'Apport 40\u202f000\u00a0€', value: 1683.94 },
            { label: 'Apport 80\u202f000\u00a0€', value: 1485.83 },
          ],
        },
        {
          title: 'Intérêts sur 25\u00a0ans',
          items: [
            { label: 'Sans apport', value: 184615 },
            { label: 'Apport 40\u202f000\u00a0€', value: 165182 },
            { label: 'Apport 80\u202f000\u00a0€', value: 145749 },
          ],
        },
      ],
    },
  },
  {
    path: '/images/articles/renegociation-economie-mensuelle.svg',
    alt: 'Mensualité d’un capital de 220\u202f000\u00a0€ sur 18\u00a0ans à 4,3\u00a0% puis à 3,4\u00a0%',
    title: 'Renégocier de 4,3\u00a0% à 3,4\u00a0%\u00a0: la mensualité avant et après',
    unit: '€',
    figure: {
      kind: 'columns',
      panels: [
        {
          title: 'Mensualité',
          items: [
            { label: 'Avant (4,3 %)', value: 1464.77 },
            { label: 'Après (3,4 %)', value: 1363.18 },
          ],
        },
      ],
    },
  },
  {
    path: '/images/articles/reste-a-vivre-budget-foyer.svg',
    alt: 'Budget mensuel d’un couple avec un enfant et 5\u202f200\u00a0€ de revenus nets\u00a0: mensualité, autres charges fixes et reste à vivre',
    title: 'Reste à vivre d’un couple avec un enfant et 5\u202f200\u00a0€ de revenus nets',
    unit: '€',
    figure: {
      kind: 'share',
      items: [
        { label: 'Mensualité du prêt immobilier', value: 1650 },
        { label: 'Autres charges fixes', value: 1185 },
        { label: 'Reste à vivre', value: 2365 },
      ],
      limit: { percent: 35, label: 'Taux d’effort maximal\u00a0: 35\u00a0%' },
    },
  },
  {
    path: '/images/articles/pret-personnel-ou-renouvelable.svg',
    alt: 'Besoin de 3\u202f000\u00a0€\u00a0: durée et intérêts d’un prêt personnel à 8,5\u00a0% et d’un crédit renouvelable à 18\u00a0%',
    title: 'Emprunter 3\u202f000\u00a0€\u00a0: prêt personnel ou crédit renouvelable',
    unit: '€',
    figure: {
      kind: 'columns',
      panels: [
        {
          title: 'Durée du remboursement',
          unit: 'mois',
          items: [
            { label: 'Prêt personnel', value: 30 },
            { label: 'Renouvelable', value: 41 },
          ],
        },
        {
          title: 'Intérêts payés',
          items: [
            { label: 'Prêt personnel', value: 340.6 },
            { label: 'Renouvelable', value: 1015.49 },
          ],
        },
      ],
    },
  },
];

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    title: 'Capacité d’emprunt en France\u00a0: comment s’applique la règle des 35\u00a0%',
    slug: 'capacite-d-emprunt-regle-des-35-pourcent',
    subcategory: 'immobilier',
    summary:
      'Taux d’effort de 35\u00a0% assurance comprise, durée de 25\u00a0ans, marge de flexibilité\u00a0: comment les règles du HCSF déterminent le montant que vous pouvez emprunter en France.',
    authorSlug: 'claire-wagener',
    publishedAt: '2025-02-11',
    metaTitle: 'Capacité d’emprunt\u00a0: la règle des 35\u00a0% du HCSF expliquée',
    metaDesc:
      'Taux d’effort de 35\u00a0%, durée de 25\u00a0ans, revenus retenus, reste à vivre\u00a0: calculez votre capacité d’emprunt en France avec des exemples chiffrés.',
    content: `Depuis le 1er janvier 2022, les banques françaises appliquent une règle devenue juridiquement contraignante : la décision du Haut Conseil de stabilité financière (HCSF) qui limite le **taux d’effort** des emprunteurs à **35 %** et la **durée** des prêts immobiliers à **25 ans**. Plus que tout autre critère, cette règle détermine le montant que vous pourrez emprunter. Voici comment la calculer et comment l’interpréter.

## Ce que dit la règle du HCSF

Le taux d’effort est la part de vos revenus consacrée au remboursement de vos crédits. Le HCSF le calcule ainsi :

\`\`\`text
Taux d’effort = mensualités de tous vos crédits, assurance emprunteur comprise
                ÷ revenus nets mensuels avant impôt
\`\`\`

Trois points sont essentiels :

- **L’assurance emprunteur est incluse** dans les mensualités. Un contrat moins cher augmente donc directement votre capacité d’emprunt.
- Les **crédits en cours** (prêt auto, prêt personnel, autre prêt immobilier) comptent dans le calcul tant qu’ils ne sont pas soldés.
- La **durée** est limitée à 25 ans. Elle peut atteindre 27 ans pour une construction, un achat dans le neuf ou un achat avec travaux importants, lorsque le début du remboursement est différé.

\`\`\`info
**Une marge de flexibilité existe.** Chaque banque peut accorder chaque trimestre jusqu’à 20 % de ses nouveaux prêts immobiliers en dehors de ces critères. Cette marge est principalement réservée à l’achat de la résidence principale, avec une part destinée aux primo-accédants.
\`\`\`

## Quels revenus sont retenus ?

Les banques retiennent les revenus stables et réguliers :

- les salaires nets avant prélèvement à la source, ainsi que les primes régulières, lissées sur l’année ;
- les revenus des indépendants, en général la moyenne des trois derniers exercices ;
- les pensions et retraites ;
- les revenus locatifs existants ou attendus, souvent retenus à hauteur de 70 % pour tenir compte de la vacance et des charges.

Les primes exceptionnelles, les heures supplémentaires irrégulières ou les revenus perçus pendant une période d’essai sont souvent écartés ou minorés. Certaines prestations sociales sont prises en compte, d’autres non : chaque établissement a sa propre grille.

## Du taux d’effort à la capacité d’emprunt

Une fois la mensualité maximale connue, la capacité d’emprunt dépend du taux et de la durée. Le tableau ci-dessous donne des ordres de grandeur pour un emprunteur sans autre crédit, hors assurance, aux taux observés début 2025.

| Revenus nets mensuels | Mensualité maximale (35 %) | Sur 20 ans à 3,2 % | Sur 25 ans à 3,4 % |
|---|---:|---:|---:|
| 2 500 € | 875 € | 154 960 € | 176 670 € |
| 3 500 € | 1 225 € | 216 940 € | 247 340 € |
| 4 500 € | 1 575 € | 278 930 € | 318 000 € |
| 6 000 € | 2 100 € | 371 900 € | 424 010 € |

\`\`\`image
![Répartition d’un revenu net de 4 500 € : 35 % au maximum pour les mensualités de crédit](/images/articles/capacite-emprunt-taux-effort.svg "Avec 4 500 € de revenus nets, la mensualité totale ne doit pas dépasser 1 575 €, assurance comprise.")
\`\`\`

Prenons un couple qui gagne 4 500 € nets par mois. Sa mensualité maximale est de 1 575 €. Si l’assurance coûte 0,25 % par an du capital emprunté, elle représente environ 64 € par mois pour un prêt de 305 000 € : il reste environ 1 511 € pour le crédit lui-même, soit une capacité d’environ **305 000 €** sur 25 ans à 3,4 %, au lieu de 318 000 € sans assurance.

## Le reste à vivre, l’autre critère

Le taux d’effort ne suffit pas. Un ménage qui gagne 10 000 € par mois et consacre 35 % à ses crédits garde 6 500 € pour vivre ; un ménage qui gagne 2 000 € n’en garde que 1 300 €. Les banques examinent donc aussi le **reste à vivre**, c’est-à-dire ce qui reste une fois toutes les charges fixes payées, en tenant compte de la composition du foyer. Lisez notre article [reste à vivre : le budget à vérifier avant d’emprunter](/articles/epargne-et-budget/reste-a-vivre-budget-avant-emprunt).

## Comment augmenter votre capacité d’emprunt

1. **Soldez les petits crédits** avant de déposer votre dossier : un prêt auto de 250 € par mois réduit votre capacité d’environ 50 000 € sur 25 ans.
2. **Déléguez l’assurance emprunteur** : un contrat externe moins cher libère une partie de la mensualité.
3. **Allongez la durée**, dans la limite de 25 ans, en gardant à l’esprit que le coût total augmente.
4. **Augmentez l’apport**, qui réduit le montant à emprunter ; voyez notre guide sur [l’apport personnel](/articles/epargne-et-budget/apport-personnel-combien-prevoir).
5. **Présentez des comptes bien tenus** : pas de découvert, une épargne régulière.

\`\`\`warning
Emprunter au maximum de sa capacité laisse peu de marge en cas d’imprévu : naissance, perte d’emploi, travaux urgents. Gardez une épargne de précaution après l’achat, idéalement l’équivalent de plusieurs mois de dépenses.
\`\`\`

## Et si vous achetez au Luxembourg ou en Belgique ?

La règle des 35 % est propre à la France. Au Luxembourg, la CSSF encadre surtout le ratio entre le montant du prêt et la valeur du bien, et chaque banque applique sa propre limite de taux d’effort, qui dépend notamment du niveau des revenus. En Belgique, la Banque nationale attend des prêteurs qu’ils limitent la part des crédits qui combinent une quotité élevée et des charges lourdes au regard des revenus. Dans les deux pays, comparez les offres sur notre page [prêt hypothécaire](/pret-hypothecaire).

Les décisions du HCSF sont publiées sur le site du [ministère de l’Économie](https://www.economie.gouv.fr/).

\`\`\`button
[Calculer ma capacité d’emprunt](/pret-immobilier/outils/capacite-d-emprunt)
\`\`\``,
  },
  {
    title: 'Bëllegen Akt\u00a0: le crédit d’impôt qui allège les frais d’achat au Luxembourg',
    slug: 'bellegen-akt-credit-d-impot-luxembourg',
    subcategory: 'guides-pays',
    summary:
      'Montant par acquéreur, conditions d’occupation, exemple chiffré et cas du neuf\u00a0: tout ce qu’il faut savoir sur le Bëllegen Akt avant d’acheter sa résidence principale au Luxembourg.',
    authorSlug: 'claire-wagener',
    publishedAt: '2025-04-08',
    metaTitle: 'Bëllegen Akt\u00a0: montant, conditions et exemple chiffré',
    metaDesc:
      'Le Bëllegen Akt réduit les droits d’enregistrement et de transcription de 7\u00a0% au Luxembourg\u00a0: montant par acquéreur, conditions et exemple chiffré.',
    content: `Acheter un logement au Luxembourg coûte plus que le prix affiché : l’État perçoit des droits d’enregistrement et de transcription, payés lors de la signature de l’acte chez le notaire. Le **Bëllegen Akt** — littéralement « acte bon marché » en luxembourgeois — est un crédit d’impôt qui réduit fortement ces droits pour les personnes qui achètent leur résidence principale.

## Combien coûtent les droits sans le Bëllegen Akt ?

Lors de l’achat d’un logement existant, l’Administration de l’enregistrement, des domaines et de la TVA perçoit :

- **6 %** de droits d’enregistrement ;
- **1 %** de droit de transcription.

Soit **7 % du prix**, auxquels s’ajoutent les émoluments et les frais du notaire. Pour un appartement de 700 000 €, les droits atteignent 49 000 €, une somme que les banques financent rarement et qui doit donc en principe venir de votre apport.

## Le montant du crédit d’impôt

Le crédit d’impôt est accordé **par acquéreur** : un couple qui achète ensemble en bénéficie deux fois, à condition que chacun occupe le logement.

| Date de l’acte | Plafond par personne | Plafond pour un couple |
|---|---:|---:|
| Régime de base prévu par la loi | 20 000 € | 40 000 € |
| Actes signés en 2024 et jusqu’au 30 juin 2025 (mesure temporaire) | 30 000 € | 60 000 € |

Le relèvement à 30 000 € fait partie des mesures temporaires adoptées pour soutenir le marché du logement. Vérifiez le plafond applicable à la date de votre acte : il peut encore évoluer.

\`\`\`info
Même lorsque le crédit d’impôt couvre l’intégralité des droits, un montant minimal de 100 € reste perçu. Le crédit est par ailleurs un montant « à vie » : s’il n’est pas épuisé lors d’un premier achat, le solde peut en principe servir lors de l’acquisition ultérieure d’une nouvelle résidence principale.
\`\`\`

## Exemple chiffré

\`\`\`text
Appartement de 450 000 €, acheté par un couple, régime de base
Droits d’enregistrement et de transcription : 450 000 € × 7 % = 31 500 €
Crédit d’impôt disponible : 2 × 20 000 € = 40 000 €
Droits effectivement payés : le minimum de 100 €
Crédit d’impôt restant pour un achat futur : environ 8 500 €
\`\`\`

Pour une maison de 700 000 € achetée dans les mêmes conditions, les droits de 49 000 € sont réduits de 40 000 € : il reste 9 000 € à payer.

\`\`\`image
![Droits d’enregistrement et de transcription payés par un couple, avec et sans Bëllegen Akt](/images/articles/bellegen-akt-droits-payes.svg "Régime de base : 20 000 € de crédit d’impôt par acquéreur.")
\`\`\`

## Les conditions à remplir

Pour bénéficier du Bëllegen Akt, l’acquéreur doit :

- être une **personne physique** ;
- acheter un bien destiné à devenir son **habitation principale et effective** : maison, appartement, logement en construction ou terrain à bâtir ;
- **occuper personnellement** le logement dans un délai de **deux ans** à compter de l’acte ;
- y résider de manière **ininterrompue pendant au moins deux ans**.

Il n’est pas nécessaire d’être déjà résident : une personne qui vient s’installer au Luxembourg peut en bénéficier si elle occupe effectivement le logement. Aucune condition de revenus ni de prix du bien ne s’applique.

\`\`\`warning
Si les engagements ne sont pas respectés — revente rapide, mise en location, installation tardive — l’État réclame le remboursement du crédit d’impôt. Le Bëllegen Akt ne vaut ni pour une résidence secondaire ni pour un bien acheté pour être loué ; la mesure temporaire ouverte aux investisseurs en 2024 et 2025 était limitée dans le temps.
\`\`\`

## Comment en bénéficier ?

Il n’y a pas de démarche séparée auprès de l’administration : la demande est faite **dans l’acte notarié**. L’acquéreur y déclare son intention d’occuper le bien et fournit au notaire les informations nécessaires ; le notaire applique directement le crédit d’impôt au calcul des droits. Signalez votre situation dès le compromis pour que le notaire puisse chiffrer précisément les frais.

## Le cas des logements neufs

Pour un logement acheté sur plan (vente en l’état futur d’achèvement), les droits d’enregistrement ne portent que sur le terrain et sur les constructions existant au moment de l’acte ; le reste du prix est soumis à la TVA. Le Bëllegen Akt s’applique à la partie soumise aux droits, et le taux super-réduit de TVA de 3 % peut s’appliquer à la construction d’un logement destiné à l’habitation principale, dans la limite d’un avantage fiscal plafonné.

\`\`\`quote
« Pour un primo-acquéreur, le Bëllegen Akt est souvent l’aide la plus importante de tout le projet. Faites-le chiffrer par le notaire avant de fixer votre apport : c’est autant d’épargne que vous n’aurez pas à mobiliser. »

— Claire Wagener, analyste crédit immobilier chez Prêtscope
\`\`\`

## Les autres aides à connaître

Le Bëllegen Akt se cumule avec d’autres dispositifs de l’État, comme la prime d’accession à la propriété ou les subventions d’intérêt, qui dépendent, elles, des revenus et de la composition du ménage. Les conditions à jour sont publiées sur [Guichet.lu](https://guichet.public.lu/), le portail administratif du Luxembourg.

\`\`\`button
[Simuler mon prêt hypothécaire](/pret-hypothecaire/simulation)
\`\`\``,
  },
  {
    title: 'Droits d’enregistrement en Belgique\u00a0: ce que vous payez selon la région',
    slug: 'droits-d-enregistrement-belgique-par-region',
    subcategory: 'guides-pays',
    summary:
      '2\u00a0% en Flandre, 3\u00a0% en Wallonie, abattement de 200\u202f000\u00a0€ à Bruxelles\u00a0: les droits d’enregistrement sur l’achat d’un logement en 2026, leurs conditions et un exemple chiffré.',
    authorSlug: 'sophie-lambotte',
    publishedAt: '2026-02-03',
    metaTitle: 'Droits d’enregistrement en Belgique en 2026\u00a0: taux par région',
    metaDesc:
      'Flandre 2\u00a0%, Wallonie 3\u00a0%, Bruxelles avec abattement\u00a0: les droits d’enregistrement sur l’achat d’une habitation propre et unique en 2026.',
    content: `En Belgique, les droits d’enregistrement sont un **impôt régional** : le taux dépend de la région où se trouve le bien, et non de celle où vous habitez. Pour l’achat d’un logement, ils constituent souvent la plus grosse partie des frais, et les banques les financent rarement : ils doivent donc en général être couverts par votre apport.

## Les taux en 2026

| Région | Habitation propre et unique | Autres achats |
|---|---:|---:|
| Flandre | 2 % | 12 % |
| Wallonie | 3 % | 12,5 % |
| Bruxelles-Capitale | 12,5 %, avec abattement sur les premiers 200 000 € | 12,5 % |

Les taux réduits sont réservés aux **personnes physiques** qui achètent le logement où elles vont s’installer et qui ne possèdent pas d’autre habitation. Chaque région fixe ses propres conditions, résumées ci-dessous.

## Flandre : 2 % pour l’habitation propre et unique

Depuis le 1er janvier 2025, le taux applicable à l’achat de la seule habitation propre est de **2 %**, contre 3 % auparavant. L’acheteur doit s’y domicilier dans les trois ans suivant l’acte et ne pas posséder d’autre habitation, sauf à la revendre dans le délai prévu.

Pour les actes signés depuis le 1er janvier 2026, une condition s’ajoute : après s’être domicilié dans le logement, l’acheteur doit y rester inscrit au moins un an sans interruption. Les autres achats, comme un terrain sans projet d’habitation propre ou une résidence secondaire, sont taxés à 12 %.

## Wallonie : 3 % depuis 2025

Depuis le 1er janvier 2025, la Wallonie applique un taux réduit unique de **3 %** à l’achat d’une habitation propre et unique, sans plafond de prix. Ce régime a remplacé l’abattement, le chèque-habitat et le taux réduit pour habitation modeste. Les conditions principales :

- acheter en pleine propriété, en tant que personne physique ;
- ne pas posséder d’autre logement en pleine propriété, ou s’engager à le revendre dans les trois ans ;
- s’y domicilier dans les trois ans (cinq ans pour un terrain à bâtir, une construction ou un achat sur plan) ;
- y maintenir sa résidence principale pendant au moins trois ans.

En cas de non-respect, l’acheteur doit payer la différence entre le taux ordinaire de 12,5 % et le taux de 3 %.

## Bruxelles : l’abattement sur les premiers 200 000 €

La Région de Bruxelles-Capitale garde un taux de **12,5 %**, mais l’acheteur d’une habitation propre et unique est exonéré de droits sur la première tranche de **200 000 €** du prix, lorsque celui-ci ne dépasse pas 600 000 €. L’économie atteint donc 25 000 €. L’acheteur doit s’installer dans le logement dans le délai légal et y garder sa résidence principale pendant cinq ans.

## Exemple chiffré

\`\`\`text
Maison de 350 000 €, habitation propre et unique, achetée en 2026
Flandre : 350 000 € × 2 % = 7 000 €
Wallonie : 350 000 € × 3 % = 10 500 €
Bruxelles : (350 000 € − 200 000 €) × 12,5 % = 18 750 €
Sans taux réduit : 42 000 € en Flandre, 43 750 € en Wallonie et à Bruxelles
\`\`\`

\`\`\`image
![Droits d’enregistrement sur une maison de 350 000 € en Flandre, en Wallonie et à Bruxelles](/images/articles/droits-enregistrement-belgique-regions.svg "Habitation propre et unique de 350 000 € : les droits varient du simple au double selon la région.")
\`\`\`

\`\`\`warning
Les conditions des taux réduits doivent être mentionnées dans l’acte, puis respectées : domiciliation dans le délai, durée minimale d’occupation, absence d’autre logement. À défaut, la région réclame le complément de droits, parfois avec des intérêts ou une amende. Relisez ces engagements avec votre notaire avant de signer.
\`\`\`

## Le cas d’un logement neuf

Lorsqu’un logement neuf est vendu avec TVA, les droits d’enregistrement ne portent en principe que sur le **terrain** ; la construction est soumise à la TVA, au taux normal de 21 % ou, dans certains cas, à un taux réduit. Le calcul est alors très différent : demandez une ventilation du prix entre terrain et construction.

## Les autres frais de l’achat

Aux droits d’enregistrement s’ajoutent :

- les **honoraires du notaire**, selon un barème légal dégressif, plus la TVA de 21 % ;
- les **frais administratifs** et débours (recherches, extraits, formalités) ;
- les frais de l’**acte de crédit** : droit d’inscription hypothécaire, honoraires et frais, d’autant plus élevés que le montant inscrit est important. C’est pourquoi une partie du prêt est souvent garantie par un **mandat hypothécaire**, moins coûteux qu’une inscription.

\`\`\`info
Si vous revendez votre ancien logement, une partie des droits payés lors de son achat peut parfois être récupérée ou reportée sur le nouvel achat, selon la région et les délais. Posez la question à votre notaire avant de signer : ces mécanismes ne s’appliquent pas automatiquement.
\`\`\`

Les notaires publient des informations et des calculateurs de frais sur [notaire.be](https://www.notaire.be/). Les administrations fiscales régionales détaillent les conditions sur [wallonie.be](https://www.wallonie.be/) et [vlaanderen.be](https://www.vlaanderen.be/).

\`\`\`button
[Comparer les crédits hypothécaires](/pret-hypothecaire)
\`\`\``,
  },
  {
    title: 'Le TAEG expliqué\u00a0: le seul taux qui permet de comparer deux crédits',
    slug: 'taeg-explique',
    subcategory: null,
    summary:
      'Taux débiteur, taux effectif, TAEG\u00a0: ce que recouvre chaque taux, ce que le TAEG inclut ou non, et pourquoi il est la référence pour comparer des offres de crédit.',
    authorSlug: 'julien-marchal',
    publishedAt: '2025-03-04',
    metaTitle: 'TAEG\u00a0: définition, calcul et exemple chiffré',
    metaDesc:
      'Qu’est-ce que le TAEG, que comprend-il et comment comparer deux crédits\u202f? Définition, exemple chiffré et plafonds légaux en France et en Belgique.',
    content: `Deux offres de crédit au même taux peuvent coûter des sommes très différentes. La raison tient en quatre lettres : **TAEG**, pour taux annuel effectif global. C’est le seul indicateur qui intègre, en plus des intérêts, les frais obligatoires du crédit. La réglementation européenne impose de l’afficher dans toute offre et dans toute publicité chiffrée, au Luxembourg, en Belgique comme en France.

## Taux débiteur et TAEG : deux choses différentes

- Le **taux débiteur**, ou taux nominal, sert à calculer les intérêts. C’est lui qui détermine la mensualité hors frais et hors assurance.
- Le **TAEG** exprime le **coût total** du crédit sous la forme d’un taux annuel : intérêts, frais de dossier, assurance exigée par le prêteur, frais de garantie, commissions.

Le TAEG est donc toujours au moins égal au taux débiteur, et souvent nettement supérieur lorsque les frais sont élevés par rapport au montant emprunté.

## Ce que le TAEG inclut, et ce qu’il laisse de côté

| Inclus dans le TAEG | Exclu du TAEG |
|---|---|
| Intérêts | Frais de notaire liés à l’achat du bien |
| Frais de dossier | Assurance facultative |
| Assurance exigée comme condition du crédit | Pénalités de retard |
| Frais de garantie (caution, hypothèque) | Indemnités de remboursement anticipé |
| Frais de courtage payés par l’emprunteur | Frais de modification demandés en cours de prêt |

## Un exemple chiffré

\`\`\`text
Prêt personnel de 10 000 € sur 48 mois au taux débiteur de 5,90 %
Mensualité hors assurance : 234,39 €
Intérêts sur la durée : 1 250,82 €
Avec 150 € de frais de dossier : TAEG de 6,88 %
Avec, en plus, une assurance obligatoire de 8 € par mois : TAEG de 8,75 %
Coût total dans ce dernier cas : 1 250,82 € + 150 € + 384 € = 1 784,82 €
\`\`\`

\`\`\`image
![Composition du coût total d’un prêt de 10 000 € sur 48 mois : intérêts, frais de dossier et assurance](/images/articles/taeg-composition-cout.svg "Les frais et l’assurance représentent près de 30 % du coût total de ce prêt.")
\`\`\`

Les frais pèsent d’autant plus que le montant et la durée sont faibles : 150 € de frais sur un prêt de 10 000 € ajoutent près d’un point au TAEG, alors que les mêmes frais sur un prêt de 200 000 € sur 20 ans ne changeraient presque rien.

## Comment le TAEG est calculé

Le TAEG est un **taux actuariel** : c’est le taux pour lequel la valeur actuelle de tout ce que vous remboursez, frais compris, est égale à la somme réellement mise à votre disposition. La méthode est fixée par la directive européenne sur le crédit aux consommateurs et par celle sur le crédit hypothécaire.

Conséquence pratique : même sans aucun frais, le TAEG dépasse légèrement le taux débiteur, car les intérêts sont payés chaque mois. Un taux débiteur de 5,90 % correspond à un taux effectif annuel de 6,06 %.

\`\`\`quote
« Ne comparez jamais deux crédits sur leur seul taux débiteur. Mettez les offres côte à côte au même montant et à la même durée, puis regardez le TAEG et le coût total en euros. »

— Julien Marchal, journaliste finances personnelles chez Prêtscope
\`\`\`

## Les plafonds légaux

- **En France**, le TAEG ne peut dépasser le **taux d’usure**, fixé chaque trimestre par la [Banque de France](https://www.banque-france.fr/) selon la catégorie de prêt et le montant. Un prêt dont le TAEG dépasse ce seuil ne peut pas être accordé.
- **En Belgique**, les crédits à la consommation sont soumis à des **TAEG maximaux** fixés par arrêté royal, par type de crédit et par tranche de montant, et révisés régulièrement. Le [SPF Économie](https://economie.fgov.be/) publie les valeurs en vigueur.

\`\`\`info
**L’exemple représentatif.** Toute publicité qui mentionne un taux ou un coût du crédit doit présenter un exemple représentatif, avec le montant, la durée, le TAEG et le montant total dû. C’est souvent la meilleure façon de comparer rapidement deux annonces.
\`\`\`

\`\`\`warning
Méfiez-vous des taux « à partir de » : ils ne s’appliquent qu’aux meilleurs profils, souvent pour un montant et une durée précis. Le taux de votre offre peut être sensiblement plus élevé. Seule l’offre de crédit personnalisée engage le prêteur.
\`\`\`

## Les limites du TAEG

Le TAEG reste un outil de comparaison, pas une mesure parfaite :

- il suppose que le taux reste identique pendant toute la durée, ce qui n’est pas le cas d’un prêt à taux variable ;
- il ne compare utilement que des offres au **même montant** et à la **même durée** ;
- il n’intègre pas la souplesse du contrat : modulation des mensualités, report d’échéances, indemnités de remboursement anticipé.

Pour un prêt immobilier, regardez aussi le **coût de l’assurance** en euros sur toute la durée. Notre article sur [l’assurance emprunteur](/articles/assurance-emprunteur-bien-la-choisir) détaille comment le réduire.

\`\`\`button
[Comparer les prêts personnels](/pret-personnel)
\`\`\``,
  },
  {
    title: 'Taux fixe ou taux variable\u00a0: que choisir pour un prêt hypothécaire\u202f?',
    slug: 'taux-fixe-ou-taux-variable',
    subcategory: 'immobilier',
    summary:
      'Sécurité du taux fixe, taux de départ plus bas du variable, formules mixtes et 5/5/5\u00a0: les scénarios chiffrés pour choisir le type de taux de votre prêt immobilier.',
    authorSlug: 'thomas-keller',
    publishedAt: '2025-06-17',
    metaTitle: 'Taux fixe ou variable\u00a0: comment choisir son prêt immobilier',
    metaDesc:
      'Taux fixe, variable Euribor, mixte ou 5/5/5\u00a0: avantages, risques et scénarios chiffrés pour bien choisir le taux de votre prêt immobilier.',
    content: `Le 5 juin 2025, la Banque centrale européenne a ramené son taux de dépôt à 2 %, au terme d’une série de baisses engagée en juin 2024. De quoi relancer une question que se pose tout emprunteur : faut-il figer son taux pour vingt ou vingt-cinq ans, ou parier sur un taux variable, plus bas au départ ? La réponse dépend moins des prévisions de marché que de votre budget.

## Le taux fixe : la mensualité connue d’avance

Avec un taux fixe, le taux et la mensualité (hors assurance) restent identiques jusqu’à la dernière échéance. Vous connaissez dès la signature le coût total de votre crédit.

- **Avantage** : aucune mauvaise surprise, même si les taux de marché montent fortement.
- **Inconvénient** : le taux de départ est en général plus élevé que celui d’un variable, et vous ne profitez pas d’une baisse des taux, sauf à renégocier.

C’est la formule très largement dominante en **France** et majoritaire en **Belgique**.

## Le taux variable : un taux de départ plus bas, un risque de hausse

Le taux variable évolue avec un indice de référence :

- au **Luxembourg**, le plus souvent l’**Euribor** (3 ou 12 mois), augmenté d’une marge fixe propre à la banque. Le pays est historiquement un marché où le taux variable est très répandu, même si la part des taux fixes a nettement progressé depuis la remontée des taux de 2022 ;
- en **Belgique**, un indice de référence publié par le SPF Économie. La loi impose que la révision suive cet indice, à la hausse comme à la baisse, et les contrats fixent des plafonds ;
- en **France**, le taux révisable existe mais reste rare ; lorsqu’il est proposé, il est presque toujours **capé**, c’est-à-dire limité à une hausse maximale.

## Les formules intermédiaires

| Formule | Fonctionnement | Pays |
|---|---|---|
| Taux mixte | Fixe pendant 5 à 10 ans, puis variable | Luxembourg |
| 5/5/5 | Fixe 5 ans, puis révisé tous les 5 ans avec plafond | Belgique |
| 10/5/5 | Fixe 10 ans, puis révisé tous les 5 ans avec plafond | Belgique |
| Variable capé | Révisé chaque année, hausse limitée (par exemple à 1 ou 2 points) | France |

## Des scénarios chiffrés

\`\`\`text
Prêt de 300 000 € sur 25 ans
Taux fixe de 3,5 % : mensualité de 1 501,87 € pendant 25 ans
Taux variable de 3,0 % au départ : mensualité de 1 422,63 €
Capital restant dû après 5 ans au taux variable : 256 516 €
\`\`\`

Après cinq ans, le taux variable est révisé. La nouvelle mensualité, pour les vingt années restantes, dépend du nouveau taux :

| Taux révisé | Nouvelle mensualité | Écart avec le taux fixe |
|---:|---:|---:|
| 2 % | 1 297,67 € | − 204,20 € |
| 3 % | 1 422,63 € | − 79,24 € |
| 4 % | 1 554,44 € | + 52,57 € |
| 5 % | 1 692,89 € | + 191,02 € |

\`\`\`image
![Mensualité d’un prêt de 300 000 € : taux fixe de 3,5 % comparé à un taux variable révisé après cinq ans](/images/articles/taux-fixe-variable-scenarios.svg "Au-delà d’environ 3,6 % après révision, le taux variable devient plus cher que le taux fixe.")
\`\`\`

Pendant les cinq premières années, le taux variable fait économiser environ 79 € par mois, soit près de 4 750 € au total. Si le taux remonte au-delà d’environ 3,6 % lors de la révision, cet avantage s’efface progressivement.

\`\`\`warning
Les taux peuvent monter vite. Entre début 2022 et fin 2023, l’Euribor 3 mois est passé d’environ −0,5 % à près de 4 %. Un emprunteur à taux variable non plafonné a vu sa mensualité augmenter de plusieurs centaines d’euros en quelques trimestres. Ne choisissez un taux variable que si votre budget peut absorber une telle hausse.
\`\`\`

## Comment choisir ?

Posez-vous quatre questions :

1. **Quelle hausse de mensualité pouvez-vous supporter ?** Calculez la mensualité avec un taux de 2 points supérieur. Si elle dépasse votre budget, préférez le fixe.
2. **Combien de temps garderez-vous le bien ?** Si vous prévoyez de revendre dans cinq à huit ans, un taux variable ou une formule 5/5/5 peut être pertinent.
3. **Quel est l’écart de départ entre fixe et variable ?** Un écart de moins d’un demi-point rend le variable peu attractif au regard du risque.
4. **Le contrat est-il plafonné ?** Un plafond de hausse limite le risque, au prix d’un taux de départ un peu plus élevé.

\`\`\`info
Demandez si le contrat permet de passer d’un taux variable à un taux fixe en cours de prêt, à quelles conditions et à quel coût. Vérifiez aussi l’indemnité due en cas de remboursement anticipé : elle est souvent plus faible pour un taux variable.
\`\`\`

\`\`\`quote
« Le bon choix n’est pas celui qui parie juste sur les taux, c’est celui qui vous laisse dormir tranquille si le pari se révèle faux. »

— Thomas Keller, analyste marchés chez Prêtscope
\`\`\`

Pour suivre les décisions de politique monétaire, consultez le site de la [Banque centrale européenne](https://www.ecb.europa.eu/). Pour voir ce que chaque formule donne sur votre projet, testez plusieurs taux dans notre [simulation de prêt hypothécaire](/pret-hypothecaire/simulation).

\`\`\`button
[Comparer les taux hypothécaires](/pret-hypothecaire)
\`\`\``,
  },
  {
    title: 'Assurance emprunteur\u00a0: comprendre son coût et bien choisir son contrat',
    slug: 'assurance-emprunteur-bien-la-choisir',
    subcategory: null,
    summary:
      'Garanties, tarification, délégation et changement de contrat\u00a0: comment fonctionne l’assurance d’un prêt immobilier en France, en Belgique et au Luxembourg, et comment réduire son coût.',
    authorSlug: 'sophie-lambotte',
    publishedAt: '2025-09-09',
    metaTitle: 'Assurance emprunteur\u00a0: coût, garanties et changement de contrat',
    metaDesc:
      'Assurance emprunteur et solde restant dû\u00a0: garanties, délégation, loi Lemoine, droit à l’oubli et exemple chiffré pour réduire le coût de votre prêt.',
    content: `L’assurance emprunteur est le deuxième poste de coût d’un prêt immobilier, après les intérêts. Sur un prêt de 250 000 € sur 25 ans, elle peut coûter de 7 000 € à plus de 20 000 € selon le contrat et le profil de l’emprunteur. Bien la choisir est souvent le moyen le plus simple de réduire le coût total de son crédit.

## À quoi sert l’assurance emprunteur ?

Elle rembourse tout ou partie du prêt à la place de l’emprunteur en cas de décès, et selon le contrat en cas d’invalidité ou d’incapacité de travail. Elle protège la banque, mais aussi la famille de l’emprunteur, qui n’hérite pas de la dette.

Les principales garanties :

- **décès** et **perte totale et irréversible d’autonomie** (PTIA), presque toujours exigées ;
- **invalidité permanente** et **incapacité temporaire de travail**, souvent demandées pour une résidence principale ;
- **perte d’emploi**, rarement exigée et souvent peu protectrice.

## Les règles selon le pays

| | France | Belgique | Luxembourg |
|---|---|---|---|
| Nom courant | Assurance emprunteur | Assurance solde restant dû | Assurance solde restant dû |
| Obligatoire ? | Non légalement, exigée en pratique | Non légalement, exigée en pratique | Non légalement, exigée en pratique |
| Libre choix de l’assureur | Oui, à garanties équivalentes | Oui | Oui, sous réserve de l’accord du prêteur sur les garanties |
| Changement en cours de prêt | À tout moment (loi Lemoine) | Possible, selon le contrat | Possible, selon le contrat |

En **France**, la loi Lemoine permet depuis 2022 de résilier son assurance emprunteur à tout moment, sans frais, et de la remplacer par un contrat offrant des garanties équivalentes. La banque choisit ses critères d’équivalence dans une liste établie par le Comité consultatif du secteur financier et doit répondre dans un délai de dix jours ouvrés.

## Comment le prix est calculé

Le tarif dépend de l’âge, de l’état de santé, du tabagisme, de la profession, des sports pratiqués et des garanties choisies. Deux modes de calcul coexistent :

- sur le **capital initial** : la cotisation est fixe pendant toute la durée, ce qui est courant dans les contrats de groupe proposés par les banques ;
- sur le **capital restant dû** : la cotisation diminue au fil des remboursements, ce qui est fréquent dans les contrats individuels.

\`\`\`text
Prêt de 250 000 € sur 25 ans, emprunteur de 35 ans non fumeur
Contrat de groupe à 0,30 % du capital initial : 62,50 € par mois, 18 750 € au total
Contrat délégué à 0,12 % du capital initial : 25 € par mois, 7 500 € au total
Économie sur la durée du prêt : 11 250 €
\`\`\`

\`\`\`image
![Coût total de l’assurance emprunteur sur 25 ans : contrat groupe et contrat délégué](/images/articles/assurance-emprunteur-cout-total.svg "Pour un jeune emprunteur en bonne santé, la délégation divise souvent le coût par deux ou plus.")
\`\`\`

En France, l’assurance entre dans le calcul du **taux d’effort de 35 %** : une cotisation plus faible augmente votre capacité d’emprunt.

## La santé, le questionnaire et le droit à l’oubli

\`\`\`info
**En France**, la loi Lemoine a supprimé le questionnaire de santé lorsque la part assurée du prêt ne dépasse pas 200 000 € par personne et que le remboursement se termine avant le 60e anniversaire de l’emprunteur. Le droit à l’oubli permet aussi de ne plus déclarer un cancer ou une hépatite C cinq ans après la fin du protocole thérapeutique, sans rechute. La convention AERAS organise l’examen des dossiers présentant un risque aggravé de santé.
\`\`\`

En **Belgique**, un droit à l’oubli existe également pour certaines pathologies, dont le délai a été progressivement réduit ; un bureau du suivi de la tarification examine les refus ou surprimes liés à la santé. Au **Luxembourg**, les primes d’assurance solde restant dû peuvent, sous conditions et dans certaines limites, être déduites du revenu imposable.

\`\`\`warning
Répondez au questionnaire de santé avec exactitude. Une fausse déclaration intentionnelle peut entraîner la nullité du contrat : l’assureur refuse alors d’intervenir, y compris en cas de décès, et les cotisations versées restent acquises. En cas de doute, joignez les comptes rendus médicaux plutôt que de résumer vous-même.
\`\`\`

## Nos conseils pour réduire le coût

1. **Demandez une quotité adaptée** : pour un couple, 100 % sur chaque tête protège mieux, mais 50 % ou 70 % peut suffire selon les revenus de chacun.
2. **Comparez plusieurs contrats** dès le début du projet, avant de choisir la banque.
3. **Regardez le coût en euros sur toute la durée**, indiqué dans l’offre, et pas seulement le taux annuel.
4. **Lisez les exclusions** : maladies du dos, troubles psychiques, sports à risque.
5. **Revoyez votre contrat** quelques années après la signature : en France, vous pouvez en changer à tout moment.

\`\`\`quote
« Avant de signer, demandez toujours le coût de l’assurance en euros sur toute la durée du prêt : c’est le chiffre qui permet de comparer, bien plus que le taux annuel affiché. »

— Sophie Lambotte, juriste en droit immobilier chez Prêtscope
\`\`\`

Les règles françaises sont détaillées sur [service-public.fr](https://www.service-public.fr/). Pour voir l’effet de l’assurance sur votre mensualité, utilisez notre [calculette](/pret-immobilier/outils/calculette).

\`\`\`button
[Simuler mon prêt hypothécaire](/pret-hypothecaire/simulation)
\`\`\``,
  },
  {
    title: 'Regroupement de crédits\u00a0: mode d’emploi et pièges à éviter',
    slug: 'regroupement-de-credits-mode-d-emploi',
    subcategory: 'credit-conso',
    summary:
      'Comment un regroupement de crédits fait baisser la mensualité, ce qu’il coûte vraiment, les règles selon le pays et les alternatives à envisager avant de se lancer.',
    authorSlug: 'julien-marchal',
    publishedAt: '2025-10-14',
    metaTitle: 'Regroupement de crédits\u00a0: fonctionnement, coût et pièges',
    metaDesc:
      'Regroupement de crédits\u00a0: baisse de la mensualité, allongement de la durée, surcoût total, règles en France, en Belgique et au Luxembourg, alternatives.',
    content: `Un prêt auto, un prêt personnel, une carte de crédit renouvelable : additionnées, les mensualités finissent parfois par peser lourd dans le budget. Le **regroupement de crédits**, aussi appelé rachat de crédits, promet de les remplacer par une seule mensualité, plus basse. L’opération peut être utile, mais elle a un prix qu’il faut mesurer avant de signer.

## Comment fonctionne un regroupement ?

Un nouveau prêteur vous accorde un prêt unique qui sert à rembourser tous les crédits choisis. Vous n’avez plus qu’un interlocuteur, une date de prélèvement et un taux. La mensualité baisse principalement parce que la **durée de remboursement s’allonge**.

On distingue deux grandes familles :

- le regroupement de **crédits à la consommation**, sans garantie immobilière, sur une durée qui dépasse rarement 12 ans ;
- le regroupement **avec un prêt immobilier**, garanti par le bien, sur une durée pouvant atteindre 25 ans et à un taux plus bas.

## Un exemple chiffré

\`\`\`text
Situation de départ : trois crédits en cours
Prêt auto : 12 000 € restant dus, 320 € par mois pendant 40 mois
Prêt personnel : 8 000 € restant dus, 210 € par mois pendant 42 mois
Crédit renouvelable : 3 000 € utilisés, 120 € par mois pendant 30 mois
Total : 650 € par mois, 25 220 € restant à payer

Regroupement : 23 500 € (frais de dossier inclus) à 6,5 % sur 84 mois
Nouvelle mensualité : 348,96 €
Total à payer : 29 312,79 €, soit environ 4 090 € de plus
\`\`\`

\`\`\`image
![Mensualités et coût restant avant et après un regroupement de trois crédits](/images/articles/regroupement-mensualites-avant-apres.svg "La mensualité est presque divisée par deux, mais le total remboursé augmente d’environ 4 090 €.")
\`\`\`

La mensualité passe de 650 € à 349 € : le budget respire. Mais le ménage remboursera pendant 7 ans au lieu de 3 ans et demi, et paiera environ 4 090 € de plus au total. Sur 60 mois, la mensualité serait de 459,80 € et le surcoût limité à environ 2 370 €.

\`\`\`warning
Un regroupement ne règle rien si de nouveaux crédits s’ajoutent ensuite. Fermez les crédits renouvelables remboursés par l’opération et évitez d’en ouvrir d’autres : sinon, vous cumulerez la mensualité du regroupement et de nouvelles dettes.
\`\`\`

## Les règles selon le pays

**En France**, l’opération est encadrée par le Code de la consommation. Lorsque les crédits immobiliers représentent au moins 60 % des sommes regroupées, elle suit les règles du crédit immobilier : offre écrite, délai de réflexion, garantie sur le bien. Sinon, elle relève du crédit à la consommation, avec un délai de rétractation de 14 jours. L’intermédiaire doit être immatriculé à l’ORIAS.

**En Belgique**, le Code de droit économique interdit la publicité qui incite à regrouper des crédits à la consommation. Le refinancement d’un crédit reste possible dans le cadre d’une demande examinée au cas par cas par un prêteur. Pour cette raison, Prêtscope ne présente aucune offre de regroupement pour la Belgique.

**Au Luxembourg**, certaines banques proposent un prêt de consolidation. La demande est analysée comme tout autre crédit, sur la base du budget complet du ménage.

\`\`\`info
**Aucun paiement avant les fonds.** En France, un intermédiaire en regroupement de crédits ne peut exiger aucun versement avant le déblocage effectif du prêt. Une demande de frais « d’étude » à payer d’avance est un signal d’alerte.
\`\`\`

## Quand l’opération a du sens

Le regroupement peut être pertinent si :

- votre taux d’endettement est devenu trop élevé après un changement de situation (naissance, baisse de revenus, séparation) ;
- vos crédits actuels ont des taux élevés, notamment des crédits renouvelables ;
- vous souhaitez financer un projet en même temps, en limitant la mensualité totale.

Il l’est beaucoup moins si vos crédits arrivent bientôt à leur terme, ou s’il faut y inclure un prêt immobilier à taux très bas : vous paieriez alors des intérêts plus élevés sur un capital qui vous coûtait peu.

## Les questions à poser avant de signer

1. Quel est le **coût total** du nouveau crédit, et combien de plus par rapport à mes crédits actuels ?
2. Quelles **indemnités de remboursement anticipé** mes prêteurs actuels vont-ils facturer ?
3. Le taux est-il **fixe** pendant toute la durée ?
4. Quels sont les **frais de dossier**, de courtage et, le cas échéant, de garantie ?
5. Quel sera mon **reste à vivre** après l’opération ? Notre article sur le [reste à vivre](/articles/epargne-et-budget/reste-a-vivre-budget-avant-emprunt) vous aide à le calculer.

## Les alternatives

Avant de regrouper, envisagez de renégocier un prêt existant, de rembourser un petit crédit avec votre épargne ou de vendre un bien peu utilisé. Si les difficultés sont déjà importantes, un regroupement n’est pas toujours la bonne réponse : en France, la commission de surendettement de la [Banque de France](https://www.banque-france.fr/) peut être saisie gratuitement ; en Belgique et au Luxembourg, des services de médiation de dettes accompagnent les ménages.

\`\`\`button
[Comprendre le regroupement de crédits](/regroupement-de-credit)
\`\`\``,
  },
  {
    title: 'Prêt personnel ou crédit renouvelable\u00a0: lequel choisir\u202f?',
    slug: 'pret-personnel-ou-credit-renouvelable',
    subcategory: 'credit-conso',
    summary:
      'Durée fixe contre réserve d’argent, taux, coût total et protections légales\u00a0: les différences entre prêt personnel et crédit renouvelable, et la nouvelle directive qui s’applique fin 2026.',
    authorSlug: 'julien-marchal',
    publishedAt: '2026-01-20',
    metaTitle: 'Prêt personnel ou crédit renouvelable\u00a0: comparatif',
    metaDesc:
      'Prêt personnel ou crédit renouvelable\u00a0: fonctionnement, taux, coût total, règles en France, en Belgique et au Luxembourg, et conseils pour bien choisir.',
    content: `Pour financer un achat ou faire face à une dépense, deux crédits à la consommation sont souvent proposés : le **prêt personnel**, remboursé sur une durée fixe, et le **crédit renouvelable**, une réserve d’argent qui se reconstitue au fil des remboursements. Ils répondent à des besoins différents et n’ont pas du tout le même coût.

## Deux mécanismes différents

Le **prêt personnel** est un crédit amortissable : vous recevez une somme en une fois et la remboursez par mensualités constantes, à taux fixe, sur une durée connue. À la dernière échéance, le crédit est soldé.

Le **crédit renouvelable** met à votre disposition une réserve, par exemple 3 000 €. Vous l’utilisez quand vous voulez, en tout ou en partie. Chaque remboursement reconstitue la réserve disponible, qui peut être réutilisée. Le taux est en général variable et nettement plus élevé que celui d’un prêt personnel.

\`\`\`image
![Besoin de 3 000 € : durée et intérêts d’un prêt personnel à 8,5 % et d’un crédit renouvelable à 18 %](/images/articles/pret-personnel-ou-renouvelable.svg "Le prêt personnel se termine à date fixe ; la réserve d’un crédit renouvelable peut être réutilisée sans fin.")
\`\`\`

## Le comparatif

| | Prêt personnel | Crédit renouvelable |
|---|---|---|
| Versement des fonds | En une fois | À la demande, selon les besoins |
| Durée | Fixe, connue à la signature | Indéterminée, tant que la réserve est utilisée |
| Taux | Fixe | Souvent variable, plus élevé |
| Mensualité | Constante | Dépend du montant utilisé |
| Coût total | Connu d’avance | Difficile à anticiper |
| Usage adapté | Projet identifié : travaux, véhicule, équipement | Petits besoins ponctuels de trésorerie |

## Un exemple chiffré

\`\`\`text
Besoin : 3 000 €
Crédit renouvelable à 18 %, remboursé 100 € par mois : 41 mois, 1 015,49 € d’intérêts
Prêt personnel à 8,5 % sur 30 mois : 111,35 € par mois, 340,60 € d’intérêts
\`\`\`

Pour une mensualité proche, le prêt personnel coûte trois fois moins cher et se termine presque un an plus tôt. Le crédit renouvelable n’est intéressant que pour un besoin très court, remboursé en quelques mois.

## Les règles selon le pays

**En France**, la loi encadre strictement le crédit renouvelable depuis 2010 : chaque mensualité doit rembourser une part minimale du capital, et le vendeur qui propose un crédit renouvelable sur le lieu de vente pour un achat de plus de 1 000 € doit aussi proposer un crédit amortissable. Le prêteur informe chaque année l’emprunteur des conditions de reconduction, et un contrat inutilisé pendant une période prolongée est résilié. Les taux des deux formules ne peuvent dépasser le taux d’usure.

**En Belgique**, le crédit renouvelable prend la forme d’une **ouverture de crédit**. Elle est soumise à une obligation de « zérotage » : le solde dû doit être ramené à zéro dans un délai maximal fixé par la loi. Les TAEG maximaux légaux s’appliquent, et le prêteur doit consulter la Centrale des crédits aux particuliers de la Banque nationale.

**Au Luxembourg**, les banques proposent des ouvertures de crédit et des facilités de découvert liées au compte courant, à côté du prêt personnel classique. Comparez toujours le taux débiteur et les frais éventuels de mise à disposition.

\`\`\`info
**Une nouvelle directive européenne.** La directive (UE) 2023/2225 sur les contrats de crédit aux consommateurs s’applique à partir du 20 novembre 2026. Elle étend la protection aux petits crédits et à certaines formes de paiement fractionné, renforce l’évaluation de la solvabilité et encadre davantage la publicité. Les règles nationales de transposition peuvent ajouter des précisions.
\`\`\`

## Les points à vérifier

\`\`\`warning
Un crédit renouvelable proposé à la caisse d’un magasin, souvent associé à une carte de fidélité, peut sembler anodin. C’est pourtant un crédit à part entière, avec un taux élevé et une inscription possible dans les fichiers de crédit en cas d’impayé. Ne l’acceptez que si vous en avez réellement besoin.
\`\`\`

Dans tous les cas, vérifiez :

- le **TAEG** et le **coût total en euros**, pour un même montant et une même durée ; notre article [le TAEG expliqué](/articles/taeg-explique) détaille comment les lire ;
- le **délai de rétractation** de 14 jours, qui s’applique aux deux formules ;
- les conditions de **remboursement anticipé**, possible à tout moment.

## Notre avis

Pour un projet identifié — travaux, équipement, véhicule —, le prêt personnel est presque toujours le meilleur choix : il coûte moins cher, sa fin est connue et il évite l’effet de réserve qui incite à réemprunter. Gardez le crédit renouvelable pour des besoins ponctuels et courts, ou mieux, constituez une épargne de précaution qui joue le même rôle sans intérêts.

\`\`\`button
[Comparer les prêts personnels](/pret-personnel)
\`\`\``,
  },
  {
    title: 'Prêt crypto\u00a0: ratio prêt/valeur, appel de marge et liquidation expliqués',
    slug: 'pret-crypto-ltv-appel-de-marge-liquidation',
    subcategory: null,
    summary:
      'Emprunter des euros en déposant du bitcoin en garantie\u00a0: comment se calculent le ratio prêt/valeur, l’appel de marge et la liquidation, avec un exemple chiffré et les risques à connaître.',
    authorSlug: 'thomas-keller',
    publishedAt: '2026-03-10',
    metaTitle: 'Prêt crypto\u00a0: LTV, appel de marge et liquidation',
    metaDesc:
      'Prêt garanti par crypto-actifs\u00a0: calcul du ratio prêt/valeur, seuils d’appel de marge et de liquidation, exemple chiffré, risques et cadre réglementaire.',
    content: `Emprunter des euros sans vendre ses bitcoins : c’est la promesse du **prêt garanti par crypto-actifs**, aussi appelé prêt Lombard crypto. Vous déposez vos actifs en garantie, vous recevez des euros, et vous récupérez vos actifs une fois le prêt remboursé. Le mécanisme est simple ; ses risques le sont moins. Tout repose sur un chiffre : le **ratio prêt/valeur**.

## Le ratio prêt/valeur (LTV)

Le LTV, pour *loan-to-value*, rapporte le montant dû à la valeur de la garantie :

\`\`\`text
LTV = montant dû (capital + intérêts courus) ÷ valeur de marché de la garantie
\`\`\`

Chaque offre fixe trois seuils :

- le **LTV initial**, au moment de l’octroi, souvent entre 20 % et 50 % ;
- le **seuil d’appel de marge**, par exemple 70 % : le prêteur vous demande d’ajouter des actifs ou de rembourser une partie du prêt ;
- le **seuil de liquidation**, par exemple 85 % : le prêteur vend tout ou partie de la garantie pour se rembourser.

\`\`\`image
![Seuils d’un prêt crypto : ratio prêt/valeur initial de 40 %, appel de marge à 70 %, liquidation à 85 %](/images/articles/pret-crypto-seuils-ltv.svg "Entre le LTV initial et la liquidation, la garantie peut perdre un peu plus de la moitié de sa valeur.")
\`\`\`

## Un exemple chiffré

\`\`\`text
Garantie : 0,5 BTC au cours de 80 000 €, soit 40 000 €
Prêt : 16 000 €, soit un LTV initial de 40 %
Appel de marge à 70 % : la garantie vaut 22 857 €, soit un bitcoin à 45 714 € (− 42,9 %)
Liquidation à 85 % : la garantie vaut 18 824 €, soit un bitcoin à 37 647 € (− 52,9 %)
Intérêts sur un an à 9 % : 1 440 €
\`\`\`

Une baisse de 43 % peut sembler extrême. Elle s’est pourtant produite plusieurs fois sur le bitcoin, parfois en quelques semaines. Et les intérêts qui s’accumulent font monter le LTV même si le cours ne bouge pas.

| LTV initial | Baisse avant appel de marge (70 %) | Baisse avant liquidation (85 %) |
|---:|---:|---:|
| 25 % | − 64 % | − 71 % |
| 40 % | − 43 % | − 53 % |
| 50 % | − 29 % | − 41 % |

\`\`\`warning
La liquidation est rapide et souvent automatique : en cas de chute brutale, le prêteur peut vendre la garantie avant même que vous ayez pu répondre à l’appel de marge, et facturer des frais de liquidation. Vous perdez alors vos actifs au plus bas du marché, tout en restant débiteur si la vente ne couvre pas la dette.
\`\`\`

## Les autres risques

- **Le risque de contrepartie** : vos actifs sont entre les mains du prêteur ou d’un conservateur. En 2022, plusieurs plateformes de prêt crypto ont fait faillite et bloqué les actifs de leurs clients.
- **La réutilisation des actifs** : certains contrats autorisent le prêteur à prêter ou à placer votre garantie. Vérifiez si vos actifs sont conservés séparément.
- **La fiscalité** : emprunter n’est pas vendre, mais une liquidation est une vente, qui peut déclencher l’imposition d’une plus-value selon votre pays de résidence.
- **Le risque de change** : si le prêt est libellé en stablecoin ou en dollars, la variation du taux de change s’ajoute aux autres risques.

## Le cadre réglementaire

Le règlement européen **MiCA**, pleinement applicable depuis le 30 décembre 2024, encadre les prestataires qui conservent, échangent ou transfèrent des crypto-actifs. Le prêt garanti par crypto-actifs n’y est en revanche pas spécifiquement réglementé : votre protection dépend du statut du prêteur. Un prêt en euros accordé par une banque à un particulier relève en principe des règles du crédit aux consommateurs ; une plateforme non bancaire peut offrir des garanties bien moindres.

\`\`\`info
Vérifiez le statut du prestataire auprès de l’autorité compétente : l’[AMF](https://www.amf-france.org/) en France, la [CSSF](https://www.cssf.lu/) au Luxembourg et la [FSMA](https://www.fsma.be/) en Belgique publient des registres et des listes noires de sites non autorisés.
\`\`\`

## Nos conseils

1. **Choisissez un LTV bas**, 25 % à 30 % au plus : vous gardez une marge face à une baisse de plus de 60 %.
2. **Gardez une réserve** d’euros ou de crypto-actifs pour répondre à un appel de marge sans délai.
3. **Activez les alertes** de LTV proposées par le prêteur, par courriel et par SMS.
4. **Lisez le contrat** : seuils exacts, frais de liquidation, droit de réutilisation des actifs, mode de conservation.
5. **N’empruntez pas pour acheter davantage de crypto-actifs** : vous doubleriez votre exposition à la baisse.

\`\`\`quote
« Un prêt crypto n’est pas un crédit bon marché, c’est une position à surveiller. Si vous n’êtes pas prêt à regarder le cours un dimanche soir, choisissez un LTV qui vous le permet. »

— Thomas Keller, analyste marchés et actifs numériques chez Prêtscope
\`\`\`

\`\`\`button
[Comparer les prêts crypto](/pret-crypto)
\`\`\``,
  },
  {
    title: 'Frais de notaire en France\u00a0: ce qu’ils contiennent et comment les estimer',
    slug: 'frais-de-notaire-en-france',
    subcategory: 'guides-pays',
    summary:
      'Droits de mutation, émoluments, débours\u00a0: la composition des frais de notaire dans l’ancien et dans le neuf, la hausse de 2025 dans la plupart des départements et un exemple chiffré.',
    authorSlug: 'sophie-lambotte',
    publishedAt: '2025-11-18',
    metaTitle: 'Frais de notaire en France\u00a0: calcul et exemple chiffré',
    metaDesc:
      'Frais de notaire dans l’ancien et le neuf\u00a0: droits de mutation, émoluments, débours, hausse de 2025 et exemple chiffré pour un achat de 300\u202f000\u00a0€.',
    content: `On parle de « frais de notaire », mais l’essentiel de ces frais n’est pas pour le notaire : environ 80 % sont des **impôts** qu’il collecte pour le compte de l’État et des collectivités. Dans l’ancien, ils représentent en général **7 à 8 % du prix** ; dans le neuf, **2 à 3 %**. Comme les banques les financent rarement, ils déterminent souvent le montant minimal de votre apport.

## Ce que contiennent les frais de notaire

| Poste | Bénéficiaire | Ordre de grandeur dans l’ancien |
|---|---|---|
| Droits de mutation à titre onéreux | Département, commune, État | Environ 5,8 % à 6,3 % du prix |
| Émoluments du notaire | Notaire | Environ 1 % du prix, TVA comprise |
| Débours et formalités | Administrations, prestataires | Quelques centaines à 1 500 € |
| Contribution de sécurité immobilière | État | 0,10 % du prix |

### Les droits de mutation

Dans l’ancien, les **droits de mutation** comprennent une taxe départementale, une taxe communale de 1,20 % et des frais d’assiette et de recouvrement. Jusqu’en 2025, le taux total atteignait environ **5,80 %** dans la quasi-totalité des départements.

\`\`\`info
**La hausse de 2025.** La loi de finances pour 2025 autorise les départements, du 1er avril 2025 au 31 mars 2028, à relever leur taux de 4,50 % à 5 %. La plupart l’ont fait : le total passe alors à environ **6,32 %**. Les primo-accédants qui achètent leur résidence principale sont exonérés de cette hausse. Vérifiez le taux du département du bien et votre situation avec le notaire.
\`\`\`

Dans le **neuf** (vente en l’état futur d’achèvement ou logement de moins de cinq ans vendu par un professionnel), le prix inclut la TVA, et les droits se limitent à une taxe de publicité foncière d’environ 0,715 %. C’est ce qui explique des frais de 2 à 3 %.

### Les émoluments du notaire

La rémunération du notaire pour la vente est fixée par un **barème réglementé, proportionnel et dégressif** : le pourcentage diminue par tranche de prix. Pour une vente de 300 000 €, les émoluments représentent environ 2 800 € hors taxes, soit environ 3 350 € TVA comprise. Une remise peut être consentie sur la part des émoluments calculée au-delà d’un certain seuil de prix, dans les limites fixées par la réglementation.

### Les débours et les formalités

Ce sont les sommes avancées par le notaire pour votre compte : état hypothécaire, extraits cadastraux, documents d’urbanisme, frais de syndic pour un appartement en copropriété. Elles sont refacturées à l’euro près.

## Un exemple chiffré

\`\`\`text
Appartement ancien de 300 000 €, département ayant relevé son taux
Droits de mutation : 300 000 € × 6,32 % ≈ 18 956 €
Émoluments du notaire : ≈ 3 350 € TTC
Débours et formalités : ≈ 1 200 €
Contribution de sécurité immobilière : 300 €
Total : ≈ 23 800 €, soit environ 7,9 % du prix
Pour un primo-accédant exonéré de la hausse : droits ≈ 17 420 €, total ≈ 22 270 €
\`\`\`

\`\`\`image
![Répartition des frais de notaire pour un logement ancien de 300 000 € en France](/images/articles/frais-de-notaire-repartition.svg "Les droits de mutation représentent environ 80 % des frais de notaire dans l’ancien.")
\`\`\`

## À ces frais s’ajoutent ceux du prêt

Si vous empruntez, prévoyez aussi les **frais de garantie**. Une caution d’un organisme spécialisé coûte en général de 1 % à 2 % du montant emprunté, dont une partie peut être restituée en fin de prêt. Une hypothèque ou une hypothèque légale spéciale du prêteur de deniers donne lieu à un acte notarié et à des frais d’inscription, calculés sur le montant garanti.

## Comment réduire légalement la facture

1. **Déduire le mobilier** : la cuisine équipée ou les meubles vendus avec le logement peuvent être valorisés à part, ce qui réduit l’assiette des droits. La valeur doit être réaliste et justifiable, avec une liste détaillée annexée à l’acte.
2. **Vérifier qui paie les frais d’agence** : lorsqu’ils sont à la charge de l’acquéreur et mentionnés comme tels, ils n’entrent pas dans la base de calcul des droits.
3. **Comparer l’ancien et le neuf** : un logement neuf coûte souvent plus cher au mètre carré, mais les frais d’acquisition sont beaucoup plus faibles.

\`\`\`warning
N’exagérez pas la valeur du mobilier pour réduire les droits. En cas de montant manifestement surévalué, l’administration fiscale peut redresser le calcul et réclamer les droits éludés, avec des intérêts de retard et des pénalités.
\`\`\`

## Quand payer ?

Les frais sont versés au notaire avant la signature de l’acte authentique, en même temps que l’apport. Le notaire reverse ensuite les taxes aux administrations. Si le montant provisionné dépasse les frais réels, le solde vous est restitué après l’accomplissement des formalités, parfois plusieurs mois plus tard.

Le Conseil supérieur du notariat publie des explications et un simulateur de frais sur [notaires.fr](https://www.notaires.fr/). Les règles fiscales sont détaillées sur [service-public.fr](https://www.service-public.fr/).

\`\`\`button
[Calculer ma capacité d’emprunt](/pret-immobilier/outils/capacite-d-emprunt)
\`\`\``,
  },
  {
    title: 'Apport personnel\u00a0: combien prévoir pour acheter au Luxembourg, en Belgique ou en France\u202f?',
    slug: 'apport-personnel-combien-prevoir',
    subcategory: 'epargne-et-budget',
    summary:
      'Ce que les banques attendent comme apport dans chaque pays, les limites de financement fixées par les autorités, l’effet de l’apport sur la mensualité et les sources d’apport à mobiliser.',
    authorSlug: 'claire-wagener',
    publishedAt: '2026-05-12',
    metaTitle: 'Apport personnel\u00a0: combien faut-il pour un prêt immobilier\u202f?',
    metaDesc:
      'Apport personnel au Luxembourg, en Belgique et en France\u00a0: limites de financement, frais à couvrir, effet sur la mensualité et sources d’apport.',
    content: `« Combien faut-il d’apport ? » est souvent la première question d’un futur acquéreur. Aucune loi n’impose un montant minimal, mais les autorités de surveillance encadrent la part du prix que les banques peuvent financer, et les banques ont leurs propres exigences. En pratique, l’apport doit au moins couvrir les **frais d’acquisition**, rarement financés.

## Pourquoi les banques demandent un apport

L’apport réduit le montant emprunté et donc le risque de la banque : si le bien doit être revendu, le prix de vente a plus de chances de couvrir la dette. Il montre aussi votre capacité à épargner. Un apport plus élevé permet souvent d’obtenir un meilleur taux.

## Ce qui est attendu dans chaque pays

| Pays | Cadre | Apport généralement attendu |
|---|---|---|
| Luxembourg | Limites de la CSSF sur le ratio prêt/valeur | Les frais d’acquisition, davantage hors résidence principale |
| Belgique | Attentes de la Banque nationale sur les quotités élevées | Au moins les droits d’enregistrement et frais de notaire |
| France | Pas de limite de quotité ; règle des 35 % du HCSF | Souvent 10 % du prix, pour couvrir les frais |

### Au Luxembourg

Depuis le 1er janvier 2021, la CSSF fixe des **plafonds au ratio prêt/valeur** des nouveaux prêts immobiliers :

- **100 %** pour un primo-acquéreur qui achète sa résidence principale ;
- **90 %** pour les autres acquéreurs d’une résidence principale ;
- **80 %** pour les autres biens, notamment l’investissement locatif.

Ces plafonds sont des maxima : chaque banque peut exiger plus. Les frais d’acquisition (7 % de droits, réduits par le crédit d’impôt [Bëllegen Akt](/articles/guides-pays/bellegen-akt-credit-d-impot-luxembourg), plus les frais de notaire) restent en principe à votre charge.

### En Belgique

La Banque nationale de Belgique attend des prêteurs qu’ils limitent la part des crédits dont la quotité dépasse 90 % de la valeur du bien, avec une tolérance plus large pour les primo-acquéreurs, et 80 % pour les investissements locatifs. L’apport couvre donc au moins les droits d’enregistrement, dont le montant varie fortement selon la région ; lisez notre guide des [droits d’enregistrement par région](/articles/guides-pays/droits-d-enregistrement-belgique-par-region).

### En France

Aucune règle ne plafonne la quotité, mais la plupart des banques demandent un apport d’environ **10 % du prix**, qui couvre les frais de notaire et de garantie. Un financement à 110 % (prix et frais) reste possible pour des profils solides, en particulier les jeunes actifs aux revenus en progression, mais il est devenu rare.

## L’effet de l’apport sur votre prêt

\`\`\`text
Projet de 380 000 €, frais compris, financé sur 25 ans à 3,4 % (hors assurance)
Sans apport : 380 000 € empruntés, 1 882,05 € par mois, 184 615 € d’intérêts
Apport de 40 000 € : 340 000 € empruntés, 1 683,94 € par mois, 165 182 € d’intérêts
Apport de 80 000 € : 300 000 € empruntés, 1 485,83 € par mois, 145 749 € d’intérêts
\`\`\`

Chaque tranche de 40 000 € d’apport réduit la mensualité d’environ 198 € et les intérêts d’environ 19 400 €, sans compter le meilleur taux qu’un apport plus élevé permet souvent d’obtenir.

\`\`\`image
![Mensualité et intérêts d’un projet de 380 000 € sur 25 ans à 3,4 %, sans apport et avec 40 000 € ou 80 000 € d’apport](/images/articles/apport-personnel-mensualite.svg "L’apport couvre d’abord les frais d’acquisition, puis réduit le montant emprunté.")
\`\`\`

## Où trouver son apport

- **L’épargne disponible** : comptes et livrets d’épargne, placements à court terme.
- **L’épargne logement** : plan d’épargne logement en France, contrat d’épargne-logement au Luxembourg, dont les versements sont déductibles sous conditions.
- **L’épargne salariale** : en France, les sommes bloquées sur un plan d’épargne entreprise peuvent être débloquées par anticipation pour l’achat de la résidence principale.
- **Une donation familiale** : en France, chaque parent peut donner jusqu’à 100 000 € à chaque enfant tous les 15 ans sans droits de donation. Un dispositif temporaire, prévu jusqu’à fin 2026, exonère aussi sous conditions certains dons d’argent affectés à l’achat d’un logement neuf ou à des travaux de rénovation énergétique.
- **Un prêt familial** : formalisez-le par écrit ; en France, il doit être déclaré à l’administration fiscale au-delà de 5 000 €.

\`\`\`info
Les banques distinguent l’apport « propre », votre épargne, de l’apport issu d’une donation ou d’un prêt familial. Un prêt familial à rembourser augmente vos charges et entre dans le calcul de votre taux d’effort : signalez-le dès le départ.
\`\`\`

\`\`\`warning
N’engagez pas toute votre épargne dans l’apport. Gardez une réserve pour les imprévus des premiers mois — déménagement, petits travaux, équipement — et pour faire face à une baisse temporaire de revenus. Une banque voit d’ailleurs d’un bon œil une épargne résiduelle après l’achat.
\`\`\`

\`\`\`quote
« Un bon apport, ce n’est pas le plus gros possible : c’est celui qui couvre les frais, rassure la banque et vous laisse un matelas de sécurité. »

— Claire Wagener, analyste crédit immobilier chez Prêtscope
\`\`\`

Pour mesurer ce que votre apport et vos revenus permettent d’acheter, commencez par notre simulateur.

\`\`\`button
[Calculer ma capacité d’emprunt](/pret-immobilier/outils/capacite-d-emprunt)
\`\`\``,
  },
  {
    title: 'Renégocier son prêt immobilier\u00a0: quand et comment le faire',
    slug: 'renegocier-son-pret-immobilier',
    subcategory: null,
    summary:
      'Renégociation avec sa banque ou rachat par une autre\u00a0: les repères pour savoir si l’opération est rentable, les frais à intégrer et un exemple chiffré.',
    authorSlug: 'thomas-keller',
    publishedAt: '2026-09-22',
    metaTitle: 'Renégocier son prêt immobilier\u00a0: repères et exemple chiffré',
    metaDesc:
      'Renégocier ou faire racheter son prêt immobilier\u00a0: écart de taux, indemnités de remboursement anticipé, frais et exemple chiffré pour décider.',
    content: `Vous avez emprunté fin 2023, quand les taux des prêts immobiliers dépassaient souvent 4 % ? Si les barèmes actuels sont nettement plus bas, renégocier peut faire baisser votre mensualité ou raccourcir votre prêt. Encore faut-il que l’économie dépasse les frais de l’opération.

## Deux façons de faire

- **La renégociation interne** : vous demandez à votre banque de baisser le taux. Si elle accepte, elle établit un **avenant** au contrat, en général avec des frais modérés. Aucun nouveau prêt, aucune nouvelle garantie.
- **Le rachat externe** : une autre banque vous accorde un nouveau prêt qui rembourse l’ancien. Vous payez alors les indemnités de remboursement anticipé, une nouvelle garantie et des frais de dossier.

Dans les deux cas, une offre concurrente écrite est votre meilleur argument.

## Les repères pour savoir si c’est rentable

Trois éléments comptent, plus que n’importe quelle règle toute faite :

1. **L’écart de taux** : un écart d’au moins 0,7 à 1 point est un repère souvent cité pour un rachat externe ; un écart plus faible peut suffire pour une renégociation interne, moins coûteuse.
2. **L’ancienneté du prêt** : les intérêts sont concentrés sur les premières années. Renégocier dans la première moitié du prêt rapporte beaucoup plus qu’à la fin.
3. **Le capital restant dû** : plus il est élevé, plus l’économie l’est aussi, alors qu’une partie des frais est fixe.

## Un exemple chiffré

\`\`\`text
Capital restant dû : 220 000 €, durée restante 18 ans
Taux actuel : 4,3 %, mensualité de 1 464,77 €
Nouveau taux : 3,4 %, mensualité de 1 363,18 €
Économie : 101,59 € par mois, soit environ 21 940 € sur 18 ans

Frais du rachat externe
Indemnités de remboursement anticipé : 4 730 € (six mois d’intérêts, inférieurs à 3 % du capital)
Frais de dossier : environ 1 000 €
Nouvelle garantie : environ 2 500 €
Économie nette : environ 13 700 €
\`\`\`

\`\`\`image
![Mensualité d’un capital de 220 000 € sur 18 ans à 4,3 % puis à 3,4 %](/images/articles/renegociation-economie-mensuelle.svg "Une baisse de 0,9 point fait économiser environ 100 € par mois sur 18 ans.")
\`\`\`

L’économie dépend directement de l’écart obtenu :

| Nouveau taux | Nouvelle mensualité | Économie mensuelle | Économie brute sur 18 ans |
|---:|---:|---:|---:|
| 3,9 % | 1 419,09 € | 45,67 € | 9 865 € |
| 3,6 % | 1 385,39 € | 79,38 € | 17 146 € |
| 3,4 % | 1 363,18 € | 101,59 € | 21 944 € |
| 3,2 % | 1 341,18 € | 123,59 € | 26 695 € |

Avec un taux de 3,9 %, l’économie brute ne couvrirait qu’à peine les frais d’un rachat externe : seule une renégociation interne aurait du sens.

Autre option : garder la même mensualité et **raccourcir la durée**. À 3,4 %, en conservant 1 464,77 € par mois, le prêt serait remboursé environ 20 mois plus tôt.

## Les indemnités selon le pays

- **En France**, les indemnités de remboursement anticipé d’un prêt immobilier sont plafonnées au plus faible de deux montants : six mois d’intérêts sur le capital remboursé, ou 3 % du capital restant dû. Certains contrats les suppriment, notamment en cas de vente ou de mutation : relisez le vôtre.
- **En Belgique**, l’indemnité de remploi d’un crédit hypothécaire est limitée par la loi à trois mois d’intérêts sur le capital remboursé. S’y ajoutent les frais de mainlevée de l’ancienne hypothèque et ceux d’un nouvel acte.
- **Au Luxembourg**, l’indemnité d’un prêt à taux fixe est prévue par le contrat, dans le cadre d’une loi qui exige qu’elle soit équitable et objectivement justifiée ; elle est souvent faible ou nulle pour un prêt à taux variable.

\`\`\`info
**Pensez aussi à l’assurance.** En France, vous pouvez changer d’assurance emprunteur à tout moment, sans frais et sans toucher au prêt. Pour un emprunteur jeune et en bonne santé, l’économie peut être comparable à celle d’une renégociation de taux. Lisez notre article sur [l’assurance emprunteur](/articles/assurance-emprunteur-bien-la-choisir).
\`\`\`

\`\`\`warning
Comparez les offres sur le coût total restant, frais inclus, et pas seulement sur la mensualité. Un rachat qui allonge la durée peut baisser la mensualité tout en augmentant le coût total. Vérifiez aussi que la nouvelle assurance couvre les mêmes risques que l’ancienne.
\`\`\`

## La démarche pas à pas

1. Récupérez votre **tableau d’amortissement** et le capital restant dû.
2. Relisez la clause de **remboursement anticipé** de votre contrat.
3. Demandez des **offres écrites** à d’autres banques ou passez par un courtier.
4. Présentez la meilleure offre à votre banque et demandez un **avenant**.
5. Comparez le coût total des deux solutions, frais compris, avant de décider.

\`\`\`quote
« Votre banque préfère souvent baisser votre taux plutôt que de vous perdre. Mais elle ne le fera que si vous arrivez avec une offre concurrente chiffrée. »

— Thomas Keller, analyste marchés chez Prêtscope
\`\`\`

Les règles françaises sont rappelées sur [service-public.fr](https://www.service-public.fr/), les règles belges sur le site du [SPF Économie](https://economie.fgov.be/).

\`\`\`button
[Simuler un nouveau prêt](/pret-hypothecaire/simulation)
\`\`\``,
  },
  {
    title: 'Reste à vivre\u00a0: le budget à vérifier avant d’emprunter',
    slug: 'reste-a-vivre-budget-avant-emprunt',
    subcategory: 'epargne-et-budget',
    summary:
      'Le reste à vivre mesure ce qui vous reste une fois toutes les charges fixes payées. Comment le calculer, comment les banques l’utilisent et quelle marge garder avant de vous engager.',
    authorSlug: 'julien-marchal',
    publishedAt: '2026-11-03',
    metaTitle: 'Reste à vivre\u00a0: calcul et seuils avant un prêt',
    metaDesc:
      'Calculez votre reste à vivre avant un prêt\u00a0: charges à inclure, exemple de budget, pratiques des banques et épargne de précaution à conserver.',
    content: `Le taux d’endettement dit quelle part de vos revenus part dans vos crédits. Le **reste à vivre** dit ce qui vous reste, concrètement, pour manger, vous déplacer, vous habiller et faire face aux imprévus. C’est souvent lui qui départage deux dossiers au même taux d’effort, et c’est lui qui décide si votre budget tiendra après la signature.

## Comment le calculer

\`\`\`text
Reste à vivre = revenus nets mensuels
              − mensualités de crédit (assurance comprise)
              − autres charges fixes (logement, énergie, impôts, assurances, garde d’enfants…)
\`\`\`

Les banques n’ont pas toutes la même définition : certaines ne déduisent que les crédits et le logement, d’autres toutes les charges contraintes. Pour votre propre budget, soyez plus exigeant qu’elles et incluez tout ce que vous payez chaque mois sans pouvoir y renoncer.

## Un exemple de budget

Un couple avec un enfant, 5 200 € de revenus nets par mois, qui envisage un prêt immobilier :

| Poste | Montant mensuel |
|---|---:|
| Mensualité du prêt immobilier, assurance comprise | 1 650 € |
| Impôt sur le revenu | 300 € |
| Transport (carburant, abonnements, entretien) | 250 € |
| Garde d’enfant | 250 € |
| Énergie et eau | 200 € |
| Assurances (habitation, santé, véhicule) | 125 € |
| Téléphone et internet | 60 € |
| **Total des charges fixes** | **2 835 €** |
| **Reste à vivre** | **2 365 €** |

Le taux d’effort est de 31,7 %, sous le seuil de 35 % appliqué en France. Reste à vérifier que 2 365 € suffisent pour l’alimentation, les vêtements, les loisirs, les dépenses imprévues et l’épargne du foyer.

\`\`\`image
![Budget mensuel d’un couple avec un enfant et 5 200 € de revenus nets : mensualité, autres charges fixes et reste à vivre](/images/articles/reste-a-vivre-budget-foyer.svg "Le reste à vivre finance les dépenses courantes, les imprévus et l’épargne.")
\`\`\`

## Ce que regardent les banques

Aucun texte ne fixe de reste à vivre minimal. Chaque banque applique sa propre grille, qui tient compte :

- du **nombre d’adultes et d’enfants** dans le foyer ;
- du **coût de la vie local** : un même budget ne pèse pas pareil à Luxembourg-Ville, à Bruxelles ou dans une ville moyenne française ;
- du **niveau de revenus** : plus ils sont élevés, plus la banque tolère un taux d’effort important, car le reste à vivre reste confortable.

En France, le reste à vivre complète la règle des 35 % du HCSF : il sert notamment à justifier les dérogations accordées à certains dossiers. Au Luxembourg et en Belgique, où il n’existe pas de seuil réglementaire de taux d’effort comparable, il est souvent le critère central de l’analyse du budget.

\`\`\`info
Les banques étudient vos **relevés de compte des trois derniers mois**. Des découverts répétés, des jeux d’argent ou de nombreux achats à crédit pèsent davantage que le niveau du reste à vivre lui-même. À l’inverse, une épargne régulière montre que votre budget supporte déjà une charge équivalente à la future mensualité.
\`\`\`

## Tester son budget avant de signer

Une méthode simple : pendant trois à six mois avant la demande de prêt, **virez chaque mois sur un compte d’épargne la différence** entre la future mensualité et votre loyer actuel. Si vous y parvenez sans difficulté, votre budget est prêt ; sinon, revoyez le montant du projet. Cette épargne renforcera en plus votre apport.

\`\`\`warning
Ne calculez pas votre budget au centime près sur des revenus exceptionnels ou incertains : primes non garanties, heures supplémentaires, revenus locatifs futurs. Un projet qui ne tient qu’avec eux devient fragile au premier changement de situation.
\`\`\`

## Garder une épargne de précaution

Après l’achat, gardez l’équivalent de **trois à six mois de dépenses** sur une épargne disponible. Elle évite de recourir à un crédit coûteux pour une panne de chaudière, une réparation de voiture ou une baisse temporaire de revenus. Si le prêt ne laisse pas cette marge, mieux vaut réduire le montant emprunté ou allonger un peu la durée.

## Les bons réflexes

1. Listez toutes vos charges à partir de vos relevés bancaires, pas de mémoire.
2. Ajoutez les charges nouvelles liées au projet : taxe foncière ou précompte immobilier, charges de copropriété, assurance habitation plus chère, trajets plus longs.
3. Comparez votre reste à vivre à vos dépenses réelles des derniers mois.
4. Vérifiez votre [capacité d’emprunt](/pret-immobilier/outils/capacite-d-emprunt) avec les règles françaises, ou simulez [combien emprunter](/pret-hypothecaire/combien-emprunter) pour un achat au Luxembourg ou en Belgique.

Pour aller plus loin, notre article sur la [règle des 35 %](/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent) détaille le calcul du taux d’effort.

\`\`\`button
[Combien puis-je emprunter ?](/pret-hypothecaire/combien-emprunter)
\`\`\``,
  },
];
