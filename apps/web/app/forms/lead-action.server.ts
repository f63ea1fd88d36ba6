import {
  appointmentToday,
  CONSOLIDATION_CATEGORY_SLUG,
  leadForMail,
  leadRefusal,
  mayAdvertise,
  parseCookieHeader,
  parseFrenchNumber,
  RECAP_COOKIE,
  RECAP_LIFETIME_SECONDS,
  requestRecapOf,
  toMarketCountry,
  type RequestRecap,
} from '@pretscope/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '../app-context.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import type { WebReaders } from '../request-scope.ts';
import type { WebUseCases } from '../web-use-cases.ts';
import {
  HONEYPOT_FIELD,
  type FormActionData,
  type FormConfig,
  type FormErrors,
  type FormLoaderData,
  type FormValues,
  type ProductChoice,
} from './form-config.ts';
import { checkRequest, formValues } from './lead-validation.ts';

/**
 * The server side of the request forms: the loader (confirmation page, visitor country, categories) and the
 * action, which checks the request with the core's schemas (lead-validation.ts, the same check the page runs in
 * the browser) and stores it through the use cases before the page says it was received.
 */

export async function formLoader({ request, url, context }: LoaderFunctionArgs, config: FormConfig): Promise<FormLoaderData> {
  const { useCases, readers, site } = context.get(appContext);
  // The URL's `pays`, else the remembered country: a remembered Belgian visitor is not offered consolidation either.
  const country = visitorCountry({ request, url }) ?? 'LUX';
  const allowed = !config.consolidation || mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, country);
  const categories = config.fields.includes('category')
    ? (await readers.catalog.categories()).map(({ id, slug, name }) => ({ id, slug, name }))
    : [];
  const sent = url.searchParams.get('envoye') === '1';
  // The recap of the request this browser just sent (its signed cookie), only on the confirmation of that form.
  const recap = sent ? useCases.openRequestRecap(parseCookieHeader(request.headers.get('cookie')).get(RECAP_COOKIE)) : null;
  return {
    origin: siteOrigin(site),
    sent,
    recap: recap && recap.kind === config.kind ? recap : null,
    country,
    allowed,
    categories,
    today: appointmentToday(new Date()),
    ...(await requestDefaults(readers, url, config)),
  };
}

// ——— Pre-filled requests ————————————————————————————————————————————————————————————————————————————————————————

/**
 * What a link from a tool result, a comparator row or a product page fills in (routing/journey-links.ts
 * `requestUrl`): `montant` in euros, `duree` in the form's own unit, and `produit`, a product id the page names
 * (looked up, so only a product a visitor may see is named). The country comes from `pays` (visitorCountry).
 * Anything else, or out of range, is left out: the visitor types it.
 */
async function requestDefaults(
  readers: Pick<WebReaders, 'catalog'>,
  url: URL,
  config: FormConfig,
): Promise<{ defaults: FormValues; product: ProductChoice | null }> {
  const defaults: FormValues = {};
  const amount = parseFrenchNumber(url.searchParams.get('montant') ?? '');
  if (config.fields.includes('amount') && amount !== null && amount > 0 && amount <= 100_000_000)
    defaults.amount = String(Math.round(amount));
  const duration = Number(url.searchParams.get('duree'));
  const longest = config.durationUnit === 'years' ? 40 : 480;
  if (config.fields.includes('duration') && Number.isInteger(duration) && duration >= 1 && duration <= longest)
    defaults.duration = String(duration);
  const productId = Number(url.searchParams.get('produit'));
  const listing =
    config.store === 'leads' && Number.isInteger(productId) && productId > 0 ? await readers.catalog.product({ id: productId }) : null;
  const product = listing ? { id: listing.product.id, label: productLabel(listing.product.name, listing.advertiser.name) } : null;
  return { defaults, product };
}

/** « Prêt Habitat — Banque du Nord »: what the lead keeps of the product (at most 200 characters). */
function productLabel(product: string, advertiser: string): string {
  return `${product} — ${advertiser}`.slice(0, 200);
}

/** The product a posted form names (the hidden `produit` field), looked up again: a visitor cannot name any text. */
async function postedProduct(readers: Pick<WebReaders, 'catalog'>, form: FormData): Promise<{ product: string; productId: number } | null> {
  const id = Number(form.get('produit'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const listing = await readers.catalog.product({ id });
  // The id too: the advertiser report counts the requests sent about each product.
  return listing ? { product: productLabel(listing.product.name, listing.advertiser.name), productId: listing.product.id } : null;
}

/**
 * The recap's cookie: this browser only (HttpOnly), half an hour, sent back only under the form's folder
 * (`/pret-hypothecaire` for `/pret-hypothecaire/demande`): the page and its data requests (`demande.data`, which a
 * path of `/pret-hypothecaire/demande` would not match), not the rest of the site, whose pages stay shareable
 * from the page cache (a request with this cookie is never served from it).
 */
function recapCookie(value: string, formPath: string, secure: boolean): string {
  const folder = formPath.slice(0, formPath.lastIndexOf('/')) || '/';
  return `${RECAP_COOKIE}=${value}; Path=${folder}; Max-Age=${RECAP_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
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
  'Votre demande n’a pas pu être enregistrée à cause d’un problème technique de notre côté. Ce que vous avez saisi est conservé\u00a0: réessayez dans un instant.';

function refuse(values: FormValues, errors: FormErrors, formError: string | undefined, status: number) {
  const body: FormActionData = { values, errors, ...(formError ? { formError } : {}) };
  return data(body, { status });
}

export async function formAction({ request, url, context }: ActionFunctionArgs, config: FormConfig) {
  const form = await request.formData();
  const confirmation = `${config.path}?envoye=1`;
  const values: FormValues = formValues(config, form);

  const { useCases, readers, site, clientIp } = context.get(appContext);

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
      'Vous avez envoyé plusieurs demandes en peu de temps. Patientez dix minutes puis réessayez\u00a0: ce que vous avez saisi est conservé.',
      429,
    );
  }

  // Stored first, with its e-mails (and the partner's webhook) put in the outbox in the same transaction: the
  // confirmation page is shown once the request is stored; sending follows, and a failure to send loses nothing.
  // The ebook form asks no name or country: its lead is made from the address and consent, in the visitor's country
  // when they chose one (the use case files Luxembourg otherwise, and the guide then carries every market's warning).
  let recap: RequestRecap | null = null;
  let stored = false;
  try {
    const product = config.store === 'leads' && config.kind !== 'ebook' ? await postedProduct(readers, form) : null;
    const input = { actor: null, attributes: product ? { ...output, ...product } : output };
    const result =
      config.store === 'reminders'
        ? await useCases.submitReminder(input)
        : config.kind === 'ebook'
          ? await useCases.requestEbook({ ...input, country: visitorCountry({ request, url }) })
          : await useCases.submitLead(input);
    stored = result.ok;
    if (result.ok && config.store === 'leads' && config.kind !== 'ebook') recap = requestRecapOf(leadForMail(result.value));
  } catch {
    stored = false;
  }
  if (!stored) {
    return refuse(values, {}, NOT_STORED, 503);
  }
  if (!recap) return redirect(confirmation, 303);
  // Post/redirect/get: the confirmation page reads the recap from this browser's cookie, never from the URL.
  return redirect(confirmation, {
    status: 303,
    headers: { 'Set-Cookie': recapCookie(useCases.sealRequestRecap(recap), config.path, site.siteUrl.startsWith('https:')) },
  });
}
