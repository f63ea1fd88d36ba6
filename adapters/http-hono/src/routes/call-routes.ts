import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  aggregateLoanstatsByMonth,
  canAccess,
  compareOffersInputSchema,
  defaultTerms,
  eachProductOnce,
  ebookRequestSchema,
  marketCountrySchema,
  mayAdvertise,
  MAX_PAGE_LIMIT,
  parseResourceQuery,
  promotedList,
  rateStats,
  type ApiType,
  type RateLimiter,
  type ResourceRecord,
} from '@pretscope/core';
import { FAILURES, validationFailure } from '../api-error.ts';
import type { ApiDeps, ApiEnv } from '../api-deps.ts';
import { clientIp } from '../client-ip.ts';
import { toResourceObject } from '../json-api-document.ts';
import { readJsonBody } from '../request-body.ts';
import { visitorView } from '../resource-documents.ts';
import { validate } from '../validation.ts';
import { limit } from './auth-routes.ts';
import { PUBLIC_WRITE } from '../public-write-limit.ts';

/** Mailings read per query by `/batch_count/all`: the API's own page bound. */
const BATCH_COUNT_PAGE = MAX_PAGE_LIMIT;

/** Query-string parameters are text: numbers are converted before the core's schemas check them. */
function numberParam(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

function parameterFailure(issues: v.BaseIssue<unknown>[]) {
  const first = issues[0];
  return FAILURES.badParameter(String(first?.path?.[0]?.key ?? 'query'), first?.message ?? 'Paramètre invalide.');
}

function requireStaff(c: Context<ApiEnv>, type: ApiType, action: 'read' | 'create' | 'update' = 'read') {
  const actor = c.get('actor');
  if (!canAccess(actor, type, action)) throw actor ? FAILURES.forbidden() : FAILURES.unauthorized();
}

export function callRoutes(deps: Pick<ApiDeps, 'siteUrl' | 'clock'> & { rateLimiter: RateLimiter }) {
  const app = new Hono<ApiEnv>();

  /** Whether this record is there for the request's actor: a visitor's read sees what the visibility rule shows. */
  async function isShown(c: Context<ApiEnv>, type: ApiType, id: number): Promise<boolean> {
    const view = visitorView(c, deps.clock);
    if (!view.visibleAt) return true;
    const counted = await c
      .get('scope')
      .stores.resources.count({ type, filter: { id: [String(id)] }, sort: [], page: { offset: 0, limit: 1 }, include: [], ...view });
    return counted.ok && counted.value > 0;
  }

  /** The comparator (spec §7 loans-search): offers of a category for an amount and a duration. */
  app.get('/loans-search', async (c) => {
    const query = c.req.query();
    const parsed = v.safeParse(compareOffersInputSchema, {
      categorySlug: query.category,
      amount: numberParam(query.amount),
      duration: numberParam(query.duration),
      ...(query.countries ? { countries: query.countries.split(',') } : {}),
    });
    if (!parsed.success) throw parameterFailure(parsed.issues);
    const visitor = query.country ? v.safeParse(marketCountrySchema, query.country) : undefined;
    if (visitor && !visitor.success) throw FAILURES.badParameter('country', visitor.issues[0]?.message ?? 'Pays invalide.');
    const country = visitor?.success ? visitor.output : undefined;
    const allowed = mayAdvertise(parsed.output.categorySlug, country);
    // The list as the comparator page shows it: the sponsored slots, then the ranking.
    const offers = allowed ? promotedList(await c.get('scope').useCases.compareOffers(parsed.output)) : [];
    return c.json({
      data: offers.map((offer) => ({ ...offer, observedAt: offer.observedAt.toISOString() })),
      meta: {
        category: parsed.output.categorySlug,
        amount: parsed.output.amount,
        duration: parsed.output.duration,
        count: offers.length,
        ranking: 'taux croissant ; annonces en tête, signalées',
        ...(allowed ? {} : { restricted: 'La publicité pour le regroupement de crédits est interdite en Belgique.' }),
      },
    });
  });

  /** The mortgage rate grid by duration (spec §7 mortgages): best, mean and highest current rate per duration. */
  app.get('/mortgages', async (c) => {
    const slug = c.req.query('category') ?? 'pret-hypothecaire';
    const category = await c.get('scope').stores.resources.list({
      type: 'categories',
      filter: { slug: [slug] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
      ...visitorView(c, deps.clock),
    });
    const config = category.ok
      ? (category.value.records[0]?.attributes.config as
          { amounts: number[]; durations: number[]; amountIndex: number; durationIndex: number } | undefined)
      : undefined;
    if (!config) throw FAILURES.notFound(`Catégorie inconnue : ${slug}.`);
    // Every duration at the category's default amount (core defaultTerms); a category without any proposes no grid.
    const amount = defaultTerms({ config })?.amount;
    if (amount === undefined) return c.json({ data: [], meta: { category: slug } });
    const rows = [];
    for (const duration of config.durations) {
      // Each product once (in the page's order, which keeps the sums' rounding as it always was).
      const stats = rateStats(
        eachProductOnce(await c.get('scope').useCases.compareOffers({ categorySlug: slug, amount, duration })).map((offer) => offer.rate),
      );
      rows.push({ duration, amount, ...stats });
    }
    return c.json({ data: rows, meta: { category: slug } });
  });

  /** A product's statistics over time (spec §7 loanstat): daily loanstats, or by month with `by=month`. */
  app.get('/loanstat', async (c) => {
    const productId = numberParam(c.req.query('product'));
    if (productId === undefined || !Number.isSafeInteger(productId) || productId <= 0)
      throw FAILURES.badParameter('product', 'Indiquez l’identifiant du produit.');
    const to = c.req.query('to') ? new Date(c.req.query('to') as string) : deps.clock.now();
    const from = c.req.query('from') ? new Date(c.req.query('from') as string) : new Date(to.getTime() - 730 * 86_400_000);
    if (Number.isNaN(from.getTime())) throw FAILURES.badParameter('from', 'Date invalide.');
    if (Number.isNaN(to.getTime())) throw FAILURES.badParameter('to', 'Date invalide.');
    // A product a visitor may not see has no statistics for them, as an unknown one has none.
    const series = (await isShown(c, 'products', productId)) ? await c.get('scope').readers.loanstatSeries(productId, from, to) : [];
    if (c.req.query('by') === 'month')
      return c.json({ data: aggregateLoanstatsByMonth(series), meta: { product: productId, by: 'month' } });
    return c.json({ data: series.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })), meta: { product: productId } });
  });

  /** The products of an advertiser (spec §7 product/advertiser), by slug or id, as a JSON:API list. */
  app.get('/product/advertiser', async (c) => {
    const slug = c.req.query('advertiser');
    const idParam = c.req.query('advertiserId');
    if (!slug && !idParam) throw FAILURES.badParameter('advertiser', 'Indiquez le slug de l’annonceur.');
    const scope = c.get('scope');
    const view = visitorView(c, deps.clock);
    let advertiserId = idParam;
    if (slug) {
      const found = await scope.stores.resources.list({
        type: 'announcers',
        filter: { slug: [slug] },
        sort: [],
        page: { offset: 0, limit: 1 },
        include: [],
        ...view,
      });
      const record = found.ok ? found.value.records[0] : undefined;
      if (!record) throw FAILURES.notFound(`Annonceur inconnu : ${slug}.`);
      advertiserId = String(record.id);
    }
    const parsed = parseResourceQuery('products', {
      'filter[advertiserId]': advertiserId ?? '',
      include: 'advertiser,categories',
      'page[limit]': '100',
    });
    if (!parsed.ok)
      throw FAILURES.badParameter('advertiserId', parsed.error.type === 'query/invalid-parameter' ? parsed.error.detail : 'invalide');
    const result = await scope.stores.resources.list({ ...parsed.value, ...view });
    if (!result.ok)
      throw FAILURES.badParameter('advertiserId', result.error.type === 'resource/invalid' ? result.error.detail : 'invalide');
    const presenter = { siteUrl: deps.siteUrl, apiBase: `${new URL(c.req.url).origin}/api`, actor: c.get('actor') };
    return c.json({
      data: result.value.records.map((r) => toResourceObject(r, presenter)),
      included: result.value.included.map((r) => toResourceObject(r, presenter)),
      meta: { count: result.value.count },
    });
  });

  /** Spec §7 loans/saveOneLoanStat: recompute and store one product's statistics (staff). */
  app.post('/loans/saveOneLoanStat', async (c) => {
    requireStaff(c, 'loanstats', 'create');
    const body = validate(
      v.strictObject({ id: v.pipe(v.number('L’identifiant doit être un nombre.'), v.integer(), v.minValue(1)) }),
      await readJsonBody(c),
      '',
    );
    const result = await c.get('scope').useCases.saveOneLoanStat({ productId: body.id });
    if (!result.ok)
      throw validationFailure([{ pointer: '/id', message: 'Aucune observation de taux récente pour ce produit : rien à calculer.' }]);
    return c.json({ data: { ...result.value, createdAt: result.value.createdAt.toISOString() } }, 201);
  });

  /** Spec §7 batch_count: the latest mailing's counts; /all: every mailing (admin). */
  app.get('/batch_count', async (c) => {
    requireStaff(c, 'batch_count');
    const result = await c.get('scope').stores.resources.list({
      type: 'batch_count',
      filter: {},
      sort: [{ field: 'id', direction: 'desc' }],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const record = result.ok ? result.value.records[0] : undefined;
    const view = { siteUrl: deps.siteUrl, apiBase: `${new URL(c.req.url).origin}/api`, actor: c.get('actor') };
    return c.json({ data: record ? toResourceObject(record, view) : null });
  });

  /**
   * Every mailing, newest first, however many there are: read by id in keyset pages (one query per
   * BATCH_COUNT_PAGE rows, none read twice if a mailing starts meanwhile), then turned around. A mailing is a
   * month of guides or one reminders run, so the whole list stays small.
   */
  app.get('/batch_count/all', async (c) => {
    requireStaff(c, 'batch_count');
    const resources = c.get('scope').stores.resources;
    const records: ResourceRecord[] = [];
    for (let afterId: number | undefined; ;) {
      const page = await resources.list({
        type: 'batch_count',
        filter: {},
        sort: [{ field: 'id', direction: 'asc' }],
        page: { offset: 0, limit: BATCH_COUNT_PAGE },
        include: [],
        ...(afterId === undefined ? {} : { afterId }),
      });
      if (!page.ok) throw new Error(`batch_count/all: ${page.error.type}`);
      records.push(...page.value.records);
      if (page.value.records.length < BATCH_COUNT_PAGE) break;
      afterId = page.value.records[page.value.records.length - 1]?.id;
    }
    const view = { siteUrl: deps.siteUrl, apiBase: `${new URL(c.req.url).origin}/api`, actor: c.get('actor') };
    return c.json({ data: records.reverse().map((r) => toResourceObject(r, view)), meta: { count: records.length } });
  });

  /**
   * Spec §7 ebook/send: the request is validated and stored as a lead of kind « ebook », with the e-mail carrying the
   * guide (PDF) put in the outbox in the same transaction; 202: it is sent right after, and retried if need be.
   */
  app.post('/ebook/send', async (c) => {
    await limit(deps.rateLimiter, `public-write:ebook:${clientIp(c)}`, PUBLIC_WRITE);
    // The address and the consent, nothing more (core ebookRequestSchema, the same check as the /ebook form).
    const body = validate(ebookRequestSchema, await readJsonBody(c), '');
    const stored = await c.get('scope').useCases.requestEbook({ actor: c.get('actor'), attributes: body });
    if (!stored.ok)
      throw validationFailure(
        stored.error.type === 'input/invalid'
          ? stored.error.issues.map(({ path, message }) => ({ pointer: `/${path.join('/')}`, message }))
          : [{ pointer: '/email', message: 'La demande n’a pas pu être enregistrée.' }],
      );
    return c.json({ data: { status: 'accepted', message: 'Votre demande est enregistrée : le guide vous est envoyé par e-mail.' } }, 202);
  });

  return app;
}
