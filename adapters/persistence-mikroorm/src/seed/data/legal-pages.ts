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

Les illustrations et graphiques des articles sont produits par Prêtscope. Les logos des établissements affichés dans la démonstration sont générés automatiquement à partir de leurs initiales.

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
    content: `*Dernière mise à jour : 24 novembre 2026.*

Cette politique explique quelles données personnelles Prêtscope conserve, pourquoi, sur quelle base légale, qui les reçoit, combien de temps elles sont gardées et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD). Les durées indiquées sont appliquées automatiquement chaque jour par le site, pas seulement promises.

## Responsable du traitement

**Prêtscope S.à r.l.**, 12, rue de l’Exemple, L-1234 Luxembourg (RCS Luxembourg B000000, donnée fictive de démonstration). Pour toute question relative à vos données : dpo@pretscope.example.

## Les données que nous conservons

| Traitement | Données | Finalité | Base légale | Durée de conservation |
|---|---|---|---|---|
| Demandes de prêt (hypothécaire, immobilier, personnel) et de rendez-vous | Nom, prénom, e-mail, téléphone, pays, montant et durée souhaités, jour et créneau d’appel, message, texte et version de votre accord | Étudier votre demande et vous recontacter | Votre consentement (case à cocher), et les mesures précontractuelles prises à votre demande | 24 mois après le dernier changement de statut de la demande |
| Demandes de regroupement de crédits | Les mêmes données | Transmettre votre demande à notre partenaire Partners Finances, qui vous recontacte | Votre consentement explicite à cette transmission | Chez Prêtscope : 24 mois après le dernier changement de statut. Chez le partenaire : selon sa propre politique |
| Messages de contact | Nom, prénom, e-mail, message | Vous répondre | Votre consentement | 24 mois après le dernier changement de statut |
| Demandes du guide | E-mail, pays choisi sur le site | Vous envoyer le guide | Votre consentement | 12 mois |
| Alertes de taux | E-mail, prénom (facultatif), type de prêt, montant, durée, taux ou date visés | Vous prévenir quand le taux ou la date est atteint | Votre consentement, confirmé par un lien envoyé à votre adresse | Non confirmée : supprimée après 7 jours. Terminée (désinscription, ou conditions déjà signalées) : supprimée 30 jours plus tard |
| E-mails envoyés et envois au partenaire | Adresse du destinataire, contenu du message, nombre de tentatives et dernière erreur de distribution | Envoyer les messages, même en cas de panne passagère, et prouver leur envoi | L’exécution de votre demande ; notre intérêt légitime à en garder la trace | Contenu effacé dès l’envoi ; trace supprimée 30 jours après l’envoi (ou l’abandon) |
| Statistiques d’envois groupés | Nombre d’envois, d’ouvertures et de clics par envoi, sans rien qui vous désigne | Mesurer la bonne délivrance des messages | Intérêt légitime | Sans donnée personnelle |
| Clics vers les offres | Offre cliquée, date et heure, réseau de votre adresse IP (tronquée dès l’enregistrement) | Compter les visites transmises aux établissements, établir les statistiques et la facturation | Intérêt légitime | Réseau IP retiré après 30 jours ; le clic reste, anonyme |
| Journaux d’erreurs | Message d’erreur, adresse de la page, réseau de votre adresse IP (tronquée dès l’enregistrement) | Corriger les dysfonctionnements et assurer la sécurité du site | Intérêt légitime | Réseau IP retiré après 30 jours ; entrées supprimées après 12 mois |
| Protection contre les abus | Empreinte non réversible de votre adresse IP ou de votre e-mail, nombre de tentatives | Limiter les tentatives de connexion et les envois répétés de formulaires et de demandes | Intérêt légitime | Le temps du décompte, de 1 minute à 24 heures selon ce qui est compté, puis supprimée au plus tard le lendemain |
| Demandes de copie ou d’effacement de vos données | E-mail, type de demande, dates, nombre d’éléments copiés ou effacés | Traiter votre demande et pouvoir prouver qu’elle l’a été | Obligation légale | Adresse supprimée dès la demande traitée, ou à l’expiration de son lien (48 heures) ; la preuve reste, sans l’adresse |
| Comptes administrateurs | Nom, e-mail, rôles, mot de passe chiffré (empreinte) | Gérer l’accès au back-office | Intérêt légitime | Durée du compte |
| Mesure d’audience et enregistrement des sessions en cas d’erreur | Pages vues, identifiant aléatoire du navigateur, informations sur le navigateur | Améliorer le site | Votre consentement | 13 mois au plus |

Les champs obligatoires des formulaires sont signalés ; chaque formulaire dit, près de son bouton d’envoi, à quoi servent les informations demandées. Sans elles, nous ne pouvons pas traiter votre demande. Nous ne procédons à aucune prise de décision automatisée produisant des effets juridiques à votre égard, et nous ne vendons pas vos données.

### Demandes de regroupement de crédits

Lorsque vous remplissez le formulaire de [demande de regroupement de crédits](/regroupement-de-credit/demande-partners-finances), votre demande est transmise, avec votre accord explicite, au **partenaire** désigné sur le formulaire, Partners Finances, qui l’étudie et vous recontacte. Ce partenaire agit en tant que responsable de traitement distinct pour la suite donnée à votre demande : pour qu’il efface ce qu’il a reçu, adressez-vous aussi à lui.

### Alertes de taux

Une alerte de taux n’est activée qu’après un clic sur le lien de confirmation envoyé à votre adresse. Sans confirmation dans les 7 jours, la demande et l’adresse sont supprimées. Chaque message contient un lien de désinscription en un clic.

## Destinataires

Vos données sont accessibles :

- aux membres habilités de l’équipe Prêtscope, selon leurs fonctions ;
- à notre prestataire d’envoi d’e-mails, qui achemine les messages du site ;
- à nos sous-traitants techniques (hébergement, suivi des erreurs, et mesure d’audience avec votre consentement), liés par contrat et tenus à la confidentialité ;
- au partenaire Partners Finances, pour les seules demandes de regroupement de crédits ;
- aux autorités, sur demande légalement fondée.

Nous privilégions des prestataires établis dans l’Union européenne. Si un transfert hors de l’Espace économique européen devait avoir lieu, il serait encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.

## Sécurité

Les échanges avec le site sont chiffrés (HTTPS). Les mots de passe des administrateurs sont stockés sous forme d’empreinte et jamais en clair. L’accès au back-office est réservé aux personnes habilitées, avec une session protégée. Les adresses IP sont tronquées dès leur enregistrement, puis retirées après 30 jours. Les liens de confirmation envoyés par e-mail sont aléatoires, à usage unique, limités dans le temps, et ne sont conservés que sous forme d’empreinte.

## Cookies et traceurs

Le site utilise un cookie strictement nécessaire pour la session des administrateurs, et un cookie de préférence « pays » qui retient pendant un an le pays que vous avez choisi (Luxembourg, Belgique ou France) pour que les calculateurs et le comparateur suivent ses règles ; il ne contient rien d’autre et vous le changez en choisissant un autre pays. Les outils de mesure d’audience et d’enregistrement des sessions en cas d’erreur ne sont activés qu’avec votre consentement ; votre choix est gardé dans votre navigateur (13 mois pour un accord, 6 mois pour un refus) et vous pouvez le changer à tout moment avec le lien « Gérer les cookies » en bas de chaque page.

## Vos droits

Vous disposez des droits suivants :

- **accès** à vos données et obtention d’une copie ;
- **rectification** des données inexactes ;
- **effacement** de vos données ;
- **limitation** du traitement et **opposition** aux traitements fondés sur l’intérêt légitime ;
- **portabilité** des données que vous avez fournies ;
- **retrait du consentement** à tout moment, sans effet sur les traitements passés.

Pour obtenir une copie de vos données ou les faire effacer, utilisez le formulaire [Exercer vos droits en ligne](#exercer-vos-droits) en bas de cette page : indiquez votre adresse e-mail, et nous vous envoyons un lien pour confirmer. **Rien n’est transmis ni effacé avant ce clic**, ce qui évite qu’un tiers obtienne ou efface vos données à votre place ; la réponse du formulaire est la même que nous connaissions votre adresse ou non. La copie est un fichier JSON, téléchargeable une fois, qui reprend tout ce qui est lié à votre adresse. L’effacement supprime vos demandes, vos alertes, les e-mails qui vous ont été envoyés et leur suivi, et retire votre adresse de tout ce qui la cite encore.

Pour les autres droits, ou pour une demande par courrier, écrivez à dpo@pretscope.example ou à l’adresse postale ci-dessus, ou utilisez la page [contact](/contact). Nous répondons dans un délai d’un mois, prolongeable de deux mois pour les demandes complexes.

## Réclamation

Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la **Commission nationale pour la protection des données** (CNPD), 15, boulevard du Jazz, L-4370 Belvaux, [cnpd.public.lu](https://cnpd.public.lu/), ou auprès de l’autorité de protection des données de votre pays de résidence.

## Modifications

Cette politique peut être mise à jour, notamment en cas d’évolution du service ou de la réglementation. La date de dernière mise à jour figure en tête de page.`,
  },
  {
    title: 'Qui sommes-nous ?',
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
