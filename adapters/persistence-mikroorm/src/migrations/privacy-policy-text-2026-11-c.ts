/**
 * The privacy policy's text of the third 2026-11 revision, frozen for the migration that brings pages still at the
 * second 2026-11 text to it (migration-20261127231001-privacy-policy-change-history.ts). One row added: the back
 * office's history of changes (decision 0019: the editor's name and address with what they changed, 24 months), and
 * the date. Never edit it: a later change to the seeded page needs a new migration with its own copy, and the seed
 * (seed/data/legal-pages.ts, which shows this one) then points to that copy.
 */
export const PRIVACY_POLICY_2026_11_C = `*Dernière mise à jour : 27 novembre 2026.*

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
| Historique des modifications du back-office | Nom et e-mail de la personne de l’équipe qui a modifié un contenu ou une fiche, date, champs modifiés et, pour les contenus (articles, pages, catégories, produits, taux…), leurs valeurs avant et après | Savoir qui a changé quoi, corriger une erreur et revenir à une version précédente | Intérêt légitime | 24 mois après la modification |
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

Cette politique peut être mise à jour, notamment en cas d’évolution du service ou de la réglementation. La date de dernière mise à jour figure en tête de page.`;
