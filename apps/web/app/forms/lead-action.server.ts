import { CONSOLIDATION_CATEGORY_SLUG, leadInputSchema, mayAdvertise, reminderInputSchema, type MarketCountry } from '@pretscope/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '../app-context.js';
import { listedCategories } from '../load-category.server.js';
import {
  CONSENT_VERSION,
  HONEYPOT_FIELD,
  SLOT_OPTIONS,
  FIELDS,
  type FieldName,
  type FormActionData,
  type FormConfig,
  type FormErrors,
  type FormLoaderData,
  type FormValues,
} from './form-config.js';

/**
 * The server side of the request forms: the loader (confirmation page, visitor country, categories) and the
 * action, which validates with the core's schemas — the very ones the JSON API validates with — and stores the
 * request through the use cases before the page says it was received.
 */

const MARKETS: readonly MarketCountry[] = ['LUX', 'BE', 'FR'];

function visitorCountry(raw: string | null | undefined): MarketCountry {
  return MARKETS.find((country) => country === raw) ?? 'LUX';
}

function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function formLoader({ request, context }: LoaderFunctionArgs, config: FormConfig): Promise<FormLoaderData> {
  const url = new URL(request.url);
  const country = visitorCountry(url.searchParams.get('pays'));
  const allowed = !config.consolidation || mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, country);
  const categories = config.fields.includes('category')
    ? (await listedCategories(context.get(appContext).resources)).map(({ slug, name }) => ({ slug, name }))
    : [];
  return { sent: url.searchParams.get('envoye') === '1', country, allowed, categories, today: todayIso() };
}

// ——— Rate limit ———————————————————————————————————————————————————————————————————————————————————————————————

export const RATE_LIMIT = { submissions: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Submissions per client address (handed by the server: the socket's, or the load balancer's with TRUST_PROXY) in the last ten minutes, in this process's
 * memory: several processes each allow the limit once; a shared store would be needed to hold it across them.
 * The JSON API has its own limiter for its public writes.
 */
const recentSubmissions = new Map<string, number[]>();

/** The client address the server hands the loaders; 'local' only when there is none (tests calling the action). */
function clientKey(clientIp: string | null): string {
  return clientIp ?? 'local';
}

/** Records a submission; false when the client already sent the maximum within the window. */
function allowSubmission(key: string, now = Date.now()): boolean {
  const since = now - RATE_LIMIT.windowMs;
  if (recentSubmissions.size > 10_000) {
    for (const [other, times] of recentSubmissions) if (!times.some((time) => time > since)) recentSubmissions.delete(other);
  }
  const times = (recentSubmissions.get(key) ?? []).filter((time) => time > since);
  if (times.length >= RATE_LIMIT.submissions) {
    recentSubmissions.set(key, times);
    return false;
  }
  times.push(now);
  recentSubmissions.set(key, times);
  return true;
}

// ——— From the typed values to the attributes ————————————————————————————————————————————————————————————————

/**
 * A number as people type it in French: '250 000', '250000', '3,2', '250 000 €'. Empty gives null; text that is
 * not a number is passed on as is, so that the schema answers with its own message ('… doit être un nombre.').
 */
export function parseFrenchNumber(raw: string | undefined): number | string | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  const compact = text.replace(/[\s\u00a0\u202f'’]/g, '').replace(/[€%]$/, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : text;
}

function durationInMonths(raw: string | undefined, unit: FormConfig['durationUnit']): number | string | null {
  const parsed = parseFrenchNumber(raw);
  if (typeof parsed !== 'number' || unit !== 'years') return parsed;
  return Math.round(parsed * 12);
}

function frenchDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** YYYY-MM-DD of a real day, else null. */
function validDay(raw: string | undefined): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const date = new Date(`${raw}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || todayIso(date) !== raw ? null : raw;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return todayIso(date);
}

interface Built {
  attributes: Record<string, unknown>;
  /** Problems found before the schema: fields the schema does not know (appointment date and slot). */
  errors: FormErrors;
}

function consentOf(config: FormConfig, values: FormValues) {
  return { given: values.consent === 'on', text: config.consentText, version: CONSENT_VERSION };
}

function buildLead(config: FormConfig, values: FormValues): Built {
  const errors: FormErrors = {};
  let message = values.message?.trim() ?? '';
  if (config.fields.includes('preferredDate')) {
    const today = todayIso();
    const day = validDay(values.preferredDate);
    const slot = SLOT_OPTIONS.find((option) => option.value === values.preferredSlot);
    if (!values.preferredDate) errors.preferredDate = FIELDS.preferredDate.requiredMessage;
    else if (!day) errors.preferredDate = 'La date souhaitée doit être une date valide (JJ/MM/AAAA).';
    else if (day <= today) errors.preferredDate = 'Choisissez une date à partir de demain.';
    else if (day > addDays(today, 365)) errors.preferredDate = 'Choisissez une date dans les douze prochains mois.';
    if (!slot) errors.preferredSlot = FIELDS.preferredSlot.requiredMessage;
    if (day && slot) message = `Rendez-vous souhaité : le ${frenchDay(day)}, ${slot.label.toLowerCase()}.${message ? `\n\n${message}` : ''}`;
  }
  const phone = values.phone?.trim();
  return {
    errors,
    attributes: {
      kind: config.kind,
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phone: phone ? phone : null,
      country: values.country ?? '',
      amount: config.fields.includes('amount') ? parseFrenchNumber(values.amount) : null,
      duration: config.fields.includes('duration') ? durationInMonths(values.duration, config.durationUnit) : null,
      message,
      consent: consentOf(config, values),
    },
  };
}

function buildReminder(config: FormConfig, values: FormValues, categoryId: number | undefined): Built {
  const errors: FormErrors = {};
  if (categoryId === undefined) errors.category = 'Choisissez un type de prêt de la liste.';
  let targetDate: string | null = null;
  if (values.targetDate) {
    const day = validDay(values.targetDate);
    if (!day) errors.targetDate = 'La date de rappel doit être une date valide (JJ/MM/AAAA).';
    else if (day <= todayIso()) errors.targetDate = 'Choisissez une date de rappel à partir de demain.';
    else targetDate = day;
  }
  const targetRate = parseFrenchNumber(values.targetRate);
  if (targetRate === null && !values.targetDate) errors.targetRate = 'Indiquez un taux visé, une date de rappel, ou les deux.';
  const firstName = values.firstName?.trim();
  return {
    errors,
    attributes: {
      email: values.email ?? '',
      firstName: firstName ? firstName : null,
      // A placeholder id when the category is unknown: its error is already set, and the other fields still get checked.
      categoryId: categoryId ?? 1,
      amount: parseFrenchNumber(values.amount) ?? '',
      duration: durationInMonths(values.duration, config.durationUnit) ?? '',
      targetRate,
      targetDate,
      consent: consentOf(config, values),
    },
  };
}

/** Which form field an attribute's issue belongs to. */
const FIELD_OF_ATTRIBUTE: Readonly<Record<string, FieldName>> = { categoryId: 'category' };

type StandardPath = ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;

function fieldOfPath(path: StandardPath): string | undefined {
  const first = path?.[0];
  if (first === undefined) return undefined;
  const key = typeof first === 'object' ? first.key : first;
  return String(key);
}

/**
 * Validates with the schema and maps each issue to its form field; an issue of a field the form does not show
 * (kind) becomes a general problem, which only a misconfigured form can cause.
 */
async function validate(
  schema: typeof leadInputSchema | typeof reminderInputSchema,
  config: FormConfig,
  built: Built,
  values: FormValues,
): Promise<{ errors: FormErrors; formError?: string; output?: Record<string, unknown> }> {
  const errors: FormErrors = { ...built.errors };
  let formError: string | undefined;
  const result = await schema['~standard'].validate(built.attributes);
  if (result.issues) {
    for (const issue of result.issues) {
      const attribute = fieldOfPath(issue.path);
      const field = (attribute && (FIELD_OF_ATTRIBUTE[attribute] ?? attribute)) as FieldName | undefined;
      if (field && config.fields.includes(field)) errors[field] ??= issue.message;
      else formError ??= `Votre demande n’a pas pu être validée : ${issue.message}`;
    }
  }
  // Fields this form requires that the schema lets be empty (the amount of a loan request, a contact message…).
  for (const field of config.required) {
    if (!errors[field] && !(values[field] ?? '').trim()) errors[field] = FIELDS[field].requiredMessage;
  }
  const valid = Object.keys(errors).length === 0 && formError === undefined && !result.issues;
  return { errors, formError, output: valid ? (result as { value: Record<string, unknown> }).value : undefined };
}

function refuse(values: FormValues, errors: FormErrors, formError: string | undefined, status: number) {
  const body: FormActionData = { values, errors, ...(formError ? { formError } : {}) };
  return data(body, { status });
}

export async function formAction({ request, context }: ActionFunctionArgs, config: FormConfig) {
  const form = await request.formData();
  const confirmation = `${config.path}?envoye=1`;
  const values: FormValues = {};
  for (const field of config.fields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }

  const useCases = context.get(appContext);
  const key = clientKey(useCases.clientIp);

  // Honeypot: people never see this field, bots fill it in. They get the same confirmation, and nothing is stored.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    allowSubmission(key);
    return redirect(confirmation, 303);
  }

  let built: Built;
  let schema: typeof leadInputSchema | typeof reminderInputSchema;
  if (config.store === 'reminders') {
    const categories = await listedCategories(useCases.resources);
    built = buildReminder(config, values, categories.find((category) => category.slug === values.category)?.id);
    schema = reminderInputSchema;
  } else {
    built = buildLead(config, values);
    schema = leadInputSchema;
  }
  const { errors, formError, output } = await validate(schema, config, built, values);
  if (config.consolidation && values.country === 'BE' && !mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'BE')) {
    errors.country = 'Le regroupement de crédits n’est pas proposé aux résidents de Belgique.';
  }
  if (!output || Object.keys(errors).length > 0) return refuse(values, errors, formError, 400);

  if (!allowSubmission(key)) {
    return refuse(values, {}, 'Vous avez envoyé plusieurs demandes en peu de temps. Patientez dix minutes puis réessayez : ce que vous avez saisi est conservé.', 429);
  }

  // Stored first; only a stored request gets the confirmation.
  let stored = false;
  try {
    const result = await useCases.resources.create(config.store, output);
    stored = result.ok;
  } catch {
    stored = false;
  }
  if (!stored) {
    return refuse(values, {}, 'Votre demande n’a pas pu être enregistrée à cause d’un problème technique de notre côté. Ce que vous avez saisi est conservé : réessayez dans un instant.', 503);
  }
  return redirect(confirmation, 303);
}
