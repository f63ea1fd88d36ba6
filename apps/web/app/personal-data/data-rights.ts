import { DATA_REQUEST_KIND_LABELS, type DataRequestKind } from '@pretscope/core';

/**
 * The privacy policy's form for a person's rights (a copy, or the erasure, of everything tied to an address):
 * plain data shared by the page and its server action.
 */

/** The page the form lives on: the privacy policy (a legal page). */
export const PRIVACY_POLICY_SLUG = 'politique-de-confidentialite';
/** Where the confirmation page's button sends a copy's token; the answer is the JSON file. */
export const COPY_PATH = '/donnees-personnelles/copie';

/** The anchor of the form on that page; the policy's text links to it. */
export const DATA_RIGHTS_ANCHOR = 'exercer-vos-droits';

export const DATA_RIGHTS_CHOICES: readonly { value: DataRequestKind; label: string; hint: string }[] = [
  {
    value: 'export',
    label: 'Recevoir une copie de mes données',
    hint: 'Un fichier JSON avec tout ce que nous conservons pour cette adresse, téléchargeable une fois.',
  },
  {
    value: 'erasure',
    label: 'Faire effacer mes données',
    hint: 'Vos demandes, alertes et e-mails sont supprimés\u202f; l’adresse est retirée de tout ce qui la cite. C’est définitif.',
  },
];

/** Why the address is asked (shown above the button): the legal basis is the law itself, no consent is asked. */
export const DATA_RIGHTS_PURPOSE =
  'Pourquoi cette adresse\u202f? Pour vous envoyer le lien qui confirme votre demande\u00a0: rien n’est transmis ni effacé avant ce clic. Elle ne sert qu’à cette demande et n’est plus conservée une fois celle-ci traitée.';

export type DataRightsField = 'email' | 'kind';

export interface DataRightsActionData {
  sent?: { validHours: number };
  values?: Partial<Record<DataRightsField, string>>;
  errors?: Partial<Record<DataRightsField, string>>;
  /** A problem that belongs to no field (too many requests, storage failure). */
  formError?: string;
}

export function kindLabel(kind: DataRequestKind): string {
  return DATA_REQUEST_KIND_LABELS[kind];
}
