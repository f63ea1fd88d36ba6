import { PRIVACY_POLICY_2026_11_C } from '../../migrations/privacy-policy-text-2026-11-c.ts';
/**
 * Legal pages of the demo site. The publisher, its address and its registration numbers are fictional
 * demonstration data and must be replaced before any real publication.
 */

export interface SeedLegalPage {
  title: string;
  slug: string;
  /** Markdown. */
  content: string;
}

export const SEED_LEGAL_PAGES: readonly SeedLegalPage[] = [
  {
    title: 'Conditions générales d’utilisation',
    slug: 'conditions-generales',
    content: `*Dernière mise à jour : 1er octobre 2026.*

Les présentes conditions générales régissent l’utilisation du site Prêtscope, édité par **Prêtscope S.à r.l.** (voir les [mentions légales](/mentions-legales)). En naviguant sur le site, vous les acceptez sans réserve.

## 1. Objet du service

Prêtscope est un service gratuit d’information et de comparaison de crédits destiné aux particuliers résidant ou achetant au Luxembourg, en Belgique et en France. Il permet :

- de comparer les taux observés de prêts proposés par des banques et des courtiers ;
- d’utiliser des simulateurs et calculettes (mensualité, capacité d’emprunt, montant à emprunter) ;
- de lire des articles et guides pratiques ;
- de consulter un annuaire de banques et de courtiers ;
- de transmettre une demande de prêt ou de rendez-vous, de programmer un rappel de taux et de demander un guide électronique (ebook).

Prêtscope n’est **ni un prêteur ni un intermédiaire de crédit**. Il ne conclut aucun contrat de crédit, ne perçoit aucun fonds des utilisateurs et ne fournit pas de conseil personnalisé au sens de la réglementation du crédit.

## 2. Accès au site

Le site est accessible gratuitement, sans création de compte, à toute personne disposant d’un accès à internet. Les frais de connexion restent à la charge de l’utilisateur. L’éditeur peut suspendre l’accès pour maintenance ou pour des raisons de sécurité, sans préavis ni indemnité.

## 3. Caractère indicatif des informations

Les taux présentés sont des **taux observés** à une date donnée, pour un montant et une durée de référence. Ils ne constituent pas une offre de crédit. Le taux qui vous sera proposé dépend de votre situation et de la décision du prêteur, seul habilité à émettre une offre. Les résultats des simulateurs sont des estimations fondées sur les données saisies et sur des hypothèses simplifiées ; ils n’engagent ni l’éditeur ni les prêteurs.

Les articles sont rédigés avec soin à partir de sources publiques, à la date indiquée. La réglementation évolue : vérifiez les informations auprès des sources officielles ou d’un professionnel avant toute décision.

La méthode de classement des offres est décrite sur la page [fonctionnement du comparateur](/fonctionnement-du-comparateur).

## 4. Demandes transmises par les formulaires

Lorsque vous remplissez un formulaire de demande de prêt, de rendez-vous ou de regroupement de crédits, vous garantissez l’exactitude des informations fournies. Selon le formulaire, votre demande est traitée par l’équipe de Prêtscope ou transmise, avec votre accord explicite, au partenaire désigné sur le formulaire. Ce partenaire reste seul responsable de l’étude de votre demande et de la suite qui y est donnée. Aucune somme ne vous sera jamais demandée par Prêtscope pour le traitement d’une demande.

## 5. Rappels de taux et envois par e-mail

Le rappel de taux et l’envoi de l’ebook nécessitent une adresse électronique valide. Un rappel de taux n’est activé qu’après confirmation par le lien envoyé à cette adresse. Chaque message contient un lien permettant de se désinscrire à tout moment.

## 6. Liens vers des sites tiers

Les boutons « Voir l’offre » redirigent vers le site de l’établissement concerné par une adresse de la forme /go/…, qui permet de compter les clics. Les sites tiers sont régis par leurs propres conditions ; l’éditeur n’exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur égard.

## 7. Propriété intellectuelle

Les textes, graphiques, logos, simulateurs et la structure du site sont protégés par le droit d’auteur et le droit des bases de données. Toute reproduction ou extraction substantielle sans autorisation écrite est interdite. Les courtes citations sont autorisées avec mention de la source et un lien vers la page citée.

## 8. Responsabilité

L’éditeur met en œuvre des moyens raisonnables pour assurer l’exactitude et la mise à jour des informations, sans pouvoir garantir l’absence d’erreurs ou d’omissions. Sa responsabilité ne saurait être engagée pour une décision prise sur la seule base des informations du site, ni pour une indisponibilité temporaire du service.

L’utilisateur s’engage à ne pas perturber le fonctionnement du site, notamment par l’envoi automatisé de formulaires ou l’extraction massive de données.

## 9. Données personnelles

Les traitements de données personnelles liés au site sont décrits dans la [politique de confidentialité](/politique-de-confidentialite).

## 10. Droit applicable et litiges

Les présentes conditions sont soumises au droit luxembourgeois. Si vous êtes un consommateur résidant dans un autre État membre de l’Union européenne, vous conservez le bénéfice des dispositions impératives du droit de votre pays de résidence. En cas de litige, une solution amiable sera recherchée en priorité ; à défaut, les tribunaux compétents seront ceux prévus par les règles applicables aux consommateurs.

## 11. Modification et contact

L’éditeur peut modifier les présentes conditions ; la version en vigueur est celle publiée sur cette page, avec sa date de mise à jour. Pour toute question, écrivez-nous via la page [contact](/contact).`,
  },
  {
    title: 'Mentions légales',
    slug: 'mentions-legales',
    content: `*Les informations d’identification ci-dessous sont des données fictives de démonstration.*

## Éditeur du site

- **Dénomination** : Prêtscope S.à r.l., société à responsabilité limitée de droit luxembourgeois
- **Siège social** : 12, rue de l’Exemple, L-1234 Luxembourg
- **Capital social** : 12 000 € (donnée fictive de démonstration)
- **Registre de commerce et des sociétés de Luxembourg** : B000000 (numéro fictif de démonstration)
- **Numéro d’identification TVA** : LU00000000 (numéro fictif de démonstration)
- **Autorisation d’établissement** : n° 00000000/0 (numéro fictif de démonstration)
- **Adresse électronique** : contact@pretscope.example

**Directeur de la publication** : le gérant de Prêtscope S.à r.l.

## Hébergement

Le site est hébergé sur des serveurs situés dans l’Union européenne. Hébergeur : Hébergement Démo S.A., 1, place de la Démonstration, L-0000 Luxembourg (données fictives de démonstration).

## Activité

Prêtscope édite un site d’information et de comparaison de crédits. Prêtscope n’est ni un établissement de crédit ni un intermédiaire de crédit : il ne reçoit pas de fonds du public, n’accorde aucun crédit et ne conclut aucun contrat de crédit pour le compte de tiers. Les offres présentées émanent de banques et de courtiers identifiés sur leur fiche, qui restent seuls responsables de leurs conditions.

La méthode de sélection et de classement des offres, ainsi que les modes de rémunération du site, sont décrits sur la page [fonctionnement du comparateur](/fonctionnement-du-comparateur).

## Données de démonstration

Cette version du site est une démonstration. Les établissements, produits, taux, auteurs et coordonnées qui y figurent sont **fictifs** : toute ressemblance avec des établissements existants serait fortuite. Les sites des établissements utilisent le domaine réservé « .example » et ne mènent à aucune offre réelle. Les articles de fond s’appuient en revanche sur la réglementation réelle, à la date indiquée sur chacun d’eux.

## Propriété intellectuelle

L’ensemble des éléments du site — textes, graphiques, illustrations, logos, code, simulateurs et bases de données — est la propriété de Prêtscope S.à r.l. ou fait l’objet d’une autorisation d’utilisation. Toute reproduction, représentation ou extraction, totale ou partielle, sans autorisation écrite préalable est interdite, à l’exception des courtes citations accompagnées de la source.

Les illustrations et graphiques des articles sont produits par Prêtscope. Les logos des établissements affichés dans la démonstration sont dessinés automatiquement à partir de leur nom, tant qu’aucun logo n’a été déposé pour eux.

## Liens hypertextes

Les liens vers des sites officiels (administrations, autorités de surveillance) sont fournis à titre d’information. Prêtscope n’est pas responsable du contenu de ces sites. La création de liens vers Prêtscope est libre, à condition de ne pas présenter le site de manière trompeuse et de ne pas l’afficher à l’intérieur d’un autre site.

## Données personnelles

Le responsable du traitement des données personnelles collectées sur le site est Prêtscope S.à r.l. Les traitements, leurs finalités et vos droits sont détaillés dans la [politique de confidentialité](/politique-de-confidentialite). L’autorité de contrôle compétente est la Commission nationale pour la protection des données (CNPD) au Luxembourg.

## Signaler un contenu

Pour signaler une erreur, un contenu illicite ou une offre qui ne correspond plus aux conditions de l’établissement, écrivez à contact@pretscope.example ou utilisez la page [contact](/contact). Indiquez l’adresse de la page concernée et la nature du problème : nous répondons dans les meilleurs délais.

## Droit applicable

Le site et les présentes mentions sont soumis au droit luxembourgeois, sous réserve des dispositions impératives protégeant les consommateurs dans leur pays de résidence.`,
  },
  {
    title: 'Politique de confidentialité',
    slug: 'politique-de-confidentialite',
    content: PRIVACY_POLICY_2026_11_C,
  },
  {
    title: 'Qui sommes-nous\u202f?',
    slug: 'qui-sommes-nous',
    content: `Prêtscope est un comparateur de crédits indépendant, édité au Luxembourg par **Prêtscope S.à r.l.** Nous aidons les particuliers qui vivent, travaillent ou achètent au Luxembourg, en Belgique et en France à comprendre les crédits qu’on leur propose et à comparer les offres sur des bases claires.

## Pourquoi Prêtscope ?

Emprunter est l’une des décisions financières les plus lourdes d’une vie, et l’une des plus difficiles à comparer. Les taux affichés varient selon le montant, la durée, le profil ; les frais et l’assurance changent tout ; les règles diffèrent d’un pays à l’autre, alors que beaucoup de ménages de la Grande Région vivent dans un pays et travaillent dans un autre.

Nous avons créé Prêtscope pour réunir au même endroit :

- des **taux observés** chez des banques et des courtiers des trois pays, datés et classés de façon transparente ;
- des **simulateurs** pour calculer une mensualité, une capacité d’emprunt ou le montant à emprunter ;
- des **guides** qui expliquent les règles de chaque pays : taux d’effort en France, Bëllegen Akt au Luxembourg, droits d’enregistrement en Belgique ;
- un **annuaire** des banques et des courtiers, avec leurs produits.

## Notre équipe éditoriale

Nos articles sont écrits par une petite équipe aux profils complémentaires :

- **Claire Wagener**, analyste crédit immobilier, ancienne chargée de prêts logement au Luxembourg ;
- **Julien Marchal**, journaliste spécialisé dans le crédit à la consommation et le budget des ménages ;
- **Sophie Lambotte**, juriste en droit immobilier, ancienne collaboratrice d’une étude notariale ;
- **Thomas Keller**, analyste des marchés de taux et des actifs numériques.

Chaque article indique son auteur et sa date de publication. Nous citons les sources officielles — administrations, autorités de surveillance, banques centrales — et nous signalons les montants susceptibles d’évoluer.

## Nos principes

**L’exactitude avant tout.** Lorsque nous ne sommes pas certains d’un chiffre, nous le disons et nous renvoyons vers la source officielle. Nous corrigeons rapidement les erreurs signalées.

**La transparence sur notre modèle.** Prêtscope est gratuit pour les utilisateurs. Le site est financé par les établissements présents sur le comparateur, qui peuvent payer pour des emplacements sponsorisés, toujours signalés par la mention « Annonce », ou pour les visites et les demandes que nous leur transmettons. Ces accords n’influencent ni le contenu de nos articles ni le classement des offres non sponsorisées. Tout est détaillé sur la page [fonctionnement du comparateur](/fonctionnement-du-comparateur).

**Pas de pression à emprunter.** Un crédit engage et doit être remboursé. Nos guides expliquent autant les risques que les avantages, et recommandent parfois de ne pas emprunter, ou d’emprunter moins.

**Le respect de vos données.** Nous collectons uniquement les données nécessaires à vos demandes, et vous pouvez les faire effacer à tout moment. Voir notre [politique de confidentialité](/politique-de-confidentialite).

## Ce que nous ne sommes pas

Prêtscope n’est ni une banque ni un intermédiaire de crédit. Nous n’accordons pas de prêt, nous ne donnons pas de conseil personnalisé et nous ne percevons aucune somme de la part des emprunteurs. Pour un projet précis, comparez plusieurs offres écrites et, si besoin, faites-vous accompagner par un professionnel agréé.

## Une version de démonstration

La version actuelle du site est une démonstration : les établissements, produits, taux et auteurs présentés sont **fictifs**. Les guides s’appuient en revanche sur les règles réelles en vigueur à la date indiquée sur chacun d’eux.

## Nous contacter

Une question, une suggestion, une erreur à signaler ? Écrivez-nous via la page [contact](/contact). Vous pouvez aussi [prendre rendez-vous](/prendre-rendez-vous) pour être rappelé au sujet de votre projet, ou commencer par [comparer les prêts hypothécaires](/pret-hypothecaire).`,
  },
  {
    title: 'Fonctionnement du comparateur',
    slug: 'fonctionnement-du-comparateur',
    content: `*Dernière mise à jour : 1er octobre 2026.*

Cette page explique comment Prêtscope sélectionne, présente et classe les offres de crédit, et comment le site est rémunéré. Elle répond aux obligations de transparence des plateformes en ligne prévues par le droit européen de la protection des consommateurs et, en France, par l’article L. 111-7 du Code de la consommation.

## Ce que compare Prêtscope

Le comparateur porte sur six catégories de crédit aux particuliers :

- le [prêt hypothécaire](/pret-hypothecaire) au Luxembourg et en Belgique ;
- le [prêt immobilier](/pret-immobilier) en France ;
- le [prêt personnel](/pret-personnel) et le [prêt auto](/pret-auto) ;
- le [regroupement de crédit](/regroupement-de-credit), présenté pour le Luxembourg et la France uniquement, la publicité pour le regroupement de crédits à la consommation étant interdite en Belgique ;
- le [prêt crypto](/pret-crypto), garanti par des crypto-actifs.

## Les établissements référencés

À la date de mise à jour de cette page, le comparateur référence **29 établissements** : 10 au Luxembourg, 9 en Belgique et 10 en France, banques et courtiers confondus. La liste complète figure dans l’annuaire des [banques et courtiers](/banques-et-courtiers).

\`\`\`warning
**Le comparateur n’est pas exhaustif.** Il ne couvre pas l’ensemble des établissements ni l’ensemble des offres disponibles sur le marché. D’autres offres, éventuellement plus avantageuses pour votre situation, peuvent exister.
\`\`\`

Un établissement est référencé lorsque nous disposons d’informations fiables et régulièrement mises à jour sur ses taux. Le référencement de base est gratuit : un établissement n’a pas à payer pour apparaître dans le comparateur.

## D’où viennent les taux

Les taux affichés sont des **taux observés** : taux publiés par les établissements, taux communiqués par nos partenaires ou taux relevés lors de simulations. Chaque observation est datée et rattachée à un montant et à une durée. Pour chaque offre, nous calculons chaque mois le nombre d’observations ainsi que les taux minimal, maximal et moyen, affichés sur la fiche de l’offre.

Sauf mention contraire, le taux affiché est le **taux débiteur annuel**. Lorsque le TAEG est connu, il est indiqué sur la fiche de l’offre. Les taux observés sont indicatifs : seul le prêteur peut vous faire une offre, dont le taux dépend de votre situation.

## Comment les offres sont classées

Pour le montant et la durée que vous choisissez, les offres sont classées selon un critère unique :

1. **les offres sponsorisées**, signalées par la mention « **Annonce** », apparaissent en premier ;
2. **les autres offres** sont classées **par taux observé, du plus bas au plus élevé** ; à taux égal, par ordre alphabétique du nom de l’établissement.

Le classement des offres non sponsorisées ne dépend d’aucune rémunération. Nous ne prenons pas en compte, dans le classement, les frais de dossier, le coût de l’assurance ni les conditions d’octroi : consultez la fiche de chaque offre et l’offre de l’établissement pour ces éléments.

## Comment Prêtscope est rémunéré

Le service est **gratuit pour les utilisateurs**. Prêtscope peut être rémunéré par les établissements présents sur le comparateur :

- pour un **emplacement sponsorisé**, toujours signalé par la mention « Annonce » ;
- pour les **visites** transmises vers leur site, comptées lorsque vous cliquez sur « Voir l’offre » ;
- pour les **demandes** que vous choisissez de leur transmettre par un formulaire.

L’existence d’une relation contractuelle ou d’une rémunération avec un établissement n’influence pas le contenu éditorial des articles. Lorsqu’une fiche d’offre ou une page fait l’objet d’un partenariat, elle l’indique.

## Ce que le comparateur ne fait pas

Prêtscope n’est ni un prêteur ni un intermédiaire de crédit. Il n’évalue pas votre solvabilité, ne donne pas de conseil personnalisé et ne garantit pas l’obtention d’un crédit. Les simulateurs fournissent des estimations fondées sur les données que vous saisissez.

## Signaler une erreur

Un taux vous semble inexact ou une offre n’existe plus ? Signalez-le via la page [contact](/contact) en indiquant l’établissement et l’offre concernés. Nous vérifions chaque signalement et corrigeons les informations si nécessaire.

*Version de démonstration : les établissements, offres et taux présentés sur ce site sont fictifs.*`,
  },
];
