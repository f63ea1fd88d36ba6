import type { DataRequestKind } from '../personal-data/data-request.ts';
import { renderMail, type MailContent } from './mail-content.ts';

/**
 * The e-mail that confirms a request for a copy or the erasure of one's data. Nothing is shown or erased before
 * its link is followed and the page's button pressed: only the owner of the mailbox can ask. It says the same
 * whether or not we hold anything about the address; the page behind the link tells.
 */
export function dataRequestConfirmationMail(
  kind: DataRequestKind,
  { siteUrl, confirmUrl, validHours }: { siteUrl: string; confirmUrl: string; validHours: number },
): MailContent {
  const copy = kind === 'export';
  return renderMail({
    subject: copy ? 'Confirmez votre demande de copie de vos données' : 'Confirmez votre demande d’effacement de vos données',
    preheader: copy
      ? 'Un clic pour obtenir la copie des données liées à cette adresse.'
      : 'Un clic pour effacer les données liées à cette adresse.',
    blocks: [
      { type: 'paragraph', text: 'Bonjour,' },
      {
        type: 'paragraph',
        text: copy
          ? 'Vous avez demandé une copie des données personnelles que Prêtscope conserve pour cette adresse e-mail (demandes, alertes de taux, e-mails envoyés).'
          : 'Vous avez demandé l’effacement des données personnelles que Prêtscope conserve pour cette adresse e-mail (demandes, alertes de taux, e-mails envoyés).',
      },
      {
        type: 'paragraph',
        text: copy
          ? 'Pour la télécharger, ouvrez le lien ci-dessous puis confirmez\u00a0: la copie est un fichier JSON, téléchargeable une seule fois.'
          : 'Pour confirmer, ouvrez le lien ci-dessous puis appuyez sur le bouton d’effacement. L’effacement est définitif.',
      },
      { type: 'button', label: copy ? 'Obtenir la copie de mes données' : 'Confirmer l’effacement', href: confirmUrl },
      {
        type: 'note',
        text: `Ce lien est valable ${validHours} heures et ne sert qu’une fois. Vous n’avez rien demandé\u202f? Ignorez cet e-mail\u00a0: rien ne sera ${copy ? 'transmis' : 'effacé'}.`,
      },
    ],
    footer: 'Vous recevez cet e-mail parce qu’une demande concernant vos données a été faite avec votre adresse sur Prêtscope.',
    siteUrl,
  });
}
