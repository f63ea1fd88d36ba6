import { APPOINTMENT_SLOTS, type LeadKind, type MarketCountry, type RequestRecap } from '@pretscope/core';

/**
 * The request forms (spec §2: loan requests, appointment, contact, ebook, rate reminder) are one form, configured
 * per route: which fields it asks, which of them are required, what the visitor is told. This module is shared by
 * the page (lead-form.tsx) and the server action (lead-action.server.ts), so it holds plain data only.
 */

/** A form field; the names are the stored attributes' where there is one, so schema issues map back directly. */
export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'country'
  | 'category'
  | 'amount'
  | 'duration'
  | 'targetRate'
  | 'targetDate'
  | 'preferredDate'
  | 'preferredSlot'
  | 'message'
  | 'consent';

export interface FieldDefinition {
  label: string;
  control: 'text' | 'email' | 'tel' | 'select' | 'date' | 'textarea' | 'checkbox';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal';
  hint?: string;
  /** Shown when a required field is left empty and the schema itself allows it to be empty. */
  requiredMessage: string;
}

export const FIELDS: Readonly<Record<FieldName, FieldDefinition>> = {
  firstName: { label: 'Prénom', control: 'text', autoComplete: 'given-name', requiredMessage: 'Le prénom est obligatoire.' },
  lastName: { label: 'Nom', control: 'text', autoComplete: 'family-name', requiredMessage: 'Le nom est obligatoire.' },
  email: {
    label: 'Adresse e-mail',
    control: 'email',
    autoComplete: 'email',
    hint: 'Par exemple\u00a0: prenom.nom@exemple.lu',
    requiredMessage: 'L’adresse e-mail est obligatoire.',
  },
  phone: {
    label: 'Téléphone',
    control: 'tel',
    autoComplete: 'tel',
    hint: 'Par exemple\u00a0: +352\u202f621\u202f123\u202f456',
    requiredMessage: 'Le numéro de téléphone est obligatoire.',
  },
  country: { label: 'Pays de résidence', control: 'select', autoComplete: 'off', requiredMessage: 'Choisissez votre pays de résidence.' },
  category: { label: 'Type de prêt', control: 'select', requiredMessage: 'Choisissez un type de prêt.' },
  amount: {
    label: 'Montant souhaité (€)',
    control: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: 'Par exemple\u00a0: 250\u202f000',
    requiredMessage: 'Le montant souhaité est obligatoire.',
  },
  duration: {
    label: 'Durée souhaitée (mois)',
    control: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: 'Par exemple\u00a0: 60',
    requiredMessage: 'La durée souhaitée est obligatoire.',
  },
  targetRate: {
    label: 'Taux visé (%)',
    control: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    hint: 'Prévenez-moi quand un taux est à ce niveau ou plus bas. Par exemple\u00a0: 3,2',
    requiredMessage: 'Le taux visé est obligatoire.',
  },
  targetDate: {
    label: 'Date de rappel',
    control: 'date',
    hint: 'Ou prévenez-moi à cette date, quel que soit le taux.',
    requiredMessage: 'La date de rappel est obligatoire.',
  },
  preferredDate: {
    label: 'Date souhaitée',
    control: 'date',
    hint: 'Du lundi au vendredi, à partir de demain.',
    requiredMessage: 'La date souhaitée est obligatoire.',
  },
  preferredSlot: { label: 'Créneau souhaité', control: 'select', requiredMessage: 'Choisissez un créneau.' },
  message: { label: 'Message', control: 'textarea', requiredMessage: 'Le message est obligatoire.' },
  consent: { label: 'Consentement', control: 'checkbox', requiredMessage: 'Votre accord est nécessaire pour envoyer ce formulaire.' },
};

/** The parts of the day an adviser calls in (core's appointment rule). */
export const SLOT_OPTIONS = APPOINTMENT_SLOTS;

/** The honeypot's name: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'site_internet_ref';

/** The version of the consent wordings below, kept with every consent (GDPR art. 7(1)); it lives in core. */
export { CONSENT_VERSION } from '@pretscope/core';

/** The consent sentences end with this phrase, shown as a link to the privacy policy. */
export const PRIVACY_LINK_TEXT = 'politique de confidentialité';
export const PRIVACY_PATH = '/politique-de-confidentialite';

export interface FormConfig {
  /** The page's path, also where the form posts and where the confirmation is shown (`?envoye=1`). */
  path: string;
  /** Where the request is stored. */
  store: 'leads' | 'reminders';
  /** For leads: which form the lead came from. */
  kind?: LeadKind;
  title: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  /** Why the data is collected and who receives it, shown above the consent box. */
  purpose: string;
  /** The exact sentence the visitor agrees to; ends with PRIVACY_LINK_TEXT and a full stop. */
  consentText: string;
  fields: readonly FieldName[];
  /** Fields that must be filled in, beyond what the schema already requires. */
  required: readonly FieldName[];
  /** How the visitor types the duration; it is stored in months (spec §9). */
  durationUnit?: 'years' | 'months';
  /** Per-form wording of a field's label or hint. */
  labels?: Partial<Record<FieldName, string>>;
  hints?: Partial<Record<FieldName, string>>;
  submitLabel: string;
  /** What happens next, shown on the confirmation page. */
  nextSteps: readonly string[];
  /** Credit consolidation: not advertised to visitors from Belgium (core `mayAdvertise`). */
  consolidation?: boolean;
}

export function labelOf(config: FormConfig, name: FieldName): string {
  const own = config.labels?.[name];
  if (own) return own;
  if (name === 'duration' && config.durationUnit === 'years') return 'Durée souhaitée (années)';
  return FIELDS[name].label;
}

export function hintOf(config: FormConfig, name: FieldName): string | undefined {
  if (config.hints && name in config.hints) return config.hints[name];
  if (name === 'duration' && config.durationUnit === 'years') return 'Par exemple\u00a0: 25';
  return FIELDS[name].hint;
}

export function isRequired(config: FormConfig, name: FieldName): boolean {
  return config.required.includes(name);
}

/** The values as typed, by field name ('on' for a ticked consent box): what the page shows again on refusal. */
export type FormValues = Partial<Record<FieldName, string>>;
export type FormErrors = Partial<Record<FieldName, string>>;

/** What the action answers when it does not accept the request: everything typed, and what is wrong. */
export interface FormActionData {
  values: FormValues;
  errors: FormErrors;
  /** A problem that belongs to no field (storage failure, too many requests). */
  formError?: string;
}

export interface CategoryChoice {
  id: number;
  slug: string;
  name: string;
}

/** The product a request is about, when the visitor came from its page or its comparator row. */
export interface ProductChoice {
  id: number;
  /** « Prêt Habitat — Banque du Nord ». */
  label: string;
}

export interface FormLoaderData {
  /** SITE_URL's origin, for the canonical URL and Open Graph. */
  origin: string;
  /** The confirmation page (`?envoye=1`). */
  sent: boolean;
  /** On the confirmation page, what this browser just sent (its signed cookie), else null. */
  recap: RequestRecap | null;
  /** What the link filled in: amount, duration (journey-links.ts requestUrl). */
  defaults: FormValues;
  /** The product named by the link, if any. */
  product: ProductChoice | null;
  /** The visitor's country: `?pays=`, else the remembered one, else LUX. */
  country: MarketCountry;
  /** False for consolidation when the visitor is in Belgium: the page explains instead of showing the form. */
  allowed: boolean;
  /** The categories a reminder can be set for. */
  categories: CategoryChoice[];
  /** Today in Luxembourg (YYYY-MM-DD): what the date checks and pickers count from. */
  today: string;
}

/** Common wording of the loan request forms. */
export const LOAN_NEXT_STEPS = [
  'Un conseiller Prêtscope étudie votre projet et vous recontacte par e-mail ou par téléphone sous deux jours ouvrables.',
  'Vous ne vous engagez à rien\u00a0: aucune offre n’est acceptée en votre nom.',
] as const;
