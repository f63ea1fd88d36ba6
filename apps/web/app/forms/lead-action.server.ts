import { appointmentToday, CONSOLIDATION_CATEGORY_SLUG, leadRefusal, mayAdvertise, toMarketCountry } from '@pretscope/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '../app-context.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import type { WebUseCases } from '../web-use-cases.ts';
import {
  HONEYPOT_FIELD,
  type FormActionData,
  type FormConfig,
  type FormErrors,
  type FormLoaderData,
  type FormValues,
} from './form-config.ts';
import { checkRequest, formValues } from './lead-validation.ts';

/**
 * The server side of the request forms: the loader (confirmation page, visitor country, categories) and the
 * action, which checks the request with the core's schemas (lead-validation.ts, the same check the page runs in
 * the browser) and stores it through the use cases before the page says it was received.
 */

export async function formLoader({ request, url, context }: LoaderFunctionArgs, config: FormConfig): Promise<FormLoaderData> {
  const { readers, site } = context.get(appContext);
  // The URL's `pays`, else the remembered country: a remembered Belgian visitor is not offered consolidation either.
  const country = visitorCountry({ request, url }) ?? 'LUX';
  const allowed = !config.consolidation || mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, country);
  const categories = config.fields.includes('category')
    ? (await readers.catalog.categories()).map(({ id, slug, name }) => ({ id, slug, name }))
    : [];
  return {
    origin: siteOrigin(site),
    sent: url.searchParams.get('envoye') === '1',
    country,
    allowed,
    categories,
    today: appointmentToday(new Date()),
  };
}

// ——— Rate limit ———————————————————————————————————————————————————————————————————————————————————————————————

export const RATE_LIMIT = { submissions: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Records a submission from a client address (handed by the server: the socket's, or the load balancer's with
 * TRUST_PROXY); false when it already sent the maximum within the window. Counted in the database by the limiter
 * the API and the log-in use, so the limit holds across server processes; 'local' only when there is no address
 * (tests calling the action).
 */
async function allowSubmission(useCases: { limitRate: WebUseCases['limitRate'] }, clientIp: string | null): Promise<boolean> {
  const decision = await useCases.limitRate(`form:${clientIp ?? 'local'}`, {
    limit: RATE_LIMIT.submissions,
    windowMs: RATE_LIMIT.windowMs,
  });
  return decision.allowed;
}

const NOT_STORED =
  'Votre demande n’a pas pu être enregistrée à cause d’un problème technique de notre côté. Ce que vous avez saisi est conservé : réessayez dans un instant.';

function refuse(values: FormValues, errors: FormErrors, formError: string | undefined, status: number) {
  const body: FormActionData = { values, errors, ...(formError ? { formError } : {}) };
  return data(body, { status });
}

export async function formAction({ request, url, context }: ActionFunctionArgs, config: FormConfig) {
  const form = await request.formData();
  const confirmation = `${config.path}?envoye=1`;
  const values: FormValues = formValues(config, form);

  const { useCases, readers, clientIp } = context.get(appContext);

  // Honeypot: people never see this field, bots fill it in. They get the same confirmation, and nothing is stored.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    await allowSubmission(useCases, clientIp);
    return redirect(confirmation, 303);
  }

  const categories = config.store === 'reminders' ? await readers.catalog.categories() : [];
  const { errors, formError, output } = checkRequest(config, values, { today: appointmentToday(new Date()), categories });
  // The use case refuses it too (a consolidation from Belgium, decision 0008); said here beside the field first.
  const country = toMarketCountry(values.country);
  const refusal = config.kind && country ? leadRefusal(config.kind, country) : null;
  if (refusal) errors.country = refusal.message;
  if (!output || Object.keys(errors).length > 0) return refuse(values, errors, formError, 400);

  let allowed: boolean;
  try {
    allowed = await allowSubmission(useCases, clientIp);
  } catch {
    return refuse(values, {}, NOT_STORED, 503);
  }
  if (!allowed) {
    return refuse(
      values,
      {},
      'Vous avez envoyé plusieurs demandes en peu de temps. Patientez dix minutes puis réessayez : ce que vous avez saisi est conservé.',
      429,
    );
  }

  // Stored first, with its e-mails (and the partner's webhook) put in the outbox in the same transaction: the
  // confirmation page is shown once the request is stored; sending follows, and a failure to send loses nothing.
  // The ebook form asks no name or country: its lead is made from the address and consent, in the visitor's country
  // when they chose one (the use case files Luxembourg otherwise, and the guide then carries every market's warning).
  const input = { actor: null, attributes: output };
  let stored = false;
  try {
    const result =
      config.store === 'reminders'
        ? await useCases.submitReminder(input)
        : config.kind === 'ebook'
          ? await useCases.requestEbook({ ...input, country: visitorCountry({ request, url }) })
          : await useCases.submitLead(input);
    stored = result.ok;
  } catch {
    stored = false;
  }
  if (!stored) {
    return refuse(values, {}, NOT_STORED, 503);
  }
  return redirect(confirmation, 303);
}
