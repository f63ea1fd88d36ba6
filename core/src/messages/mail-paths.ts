/** Pages of the site that e-mails link to (the web app serves them at these paths). */
export const REMINDER_CONFIRM_PATH = '/alerte-taux/confirmation';
export const REMINDER_UNSUBSCRIBE_PATH = '/alerte-taux/desabonnement';

/** How long a reminder's confirmation link works. */
export const REMINDER_CONFIRMATION_DAYS = 7;

/** The value signed into a reminder's unsubscribe link: it works without login and cannot be made up. */
export function unsubscribeSignedValue(reminderId: number): string {
  return `unsubscribe:${reminderId}`;
}

export function reminderUnsubscribeUrl(siteUrl: string, reminderId: number, signature: string): string {
  return `${siteUrl}${REMINDER_UNSUBSCRIBE_PATH}?alerte=${reminderId}&signature=${encodeURIComponent(signature)}`;
}

export function reminderConfirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${REMINDER_CONFIRM_PATH}?jeton=${encodeURIComponent(token)}`;
}

/** The page a data request's e-mail links to: a button there confirms it (never the link alone). */
export const DATA_REQUEST_CONFIRM_PATH = '/donnees-personnelles/confirmation';

export function dataRequestConfirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${DATA_REQUEST_CONFIRM_PATH}?jeton=${encodeURIComponent(token)}`;
}
