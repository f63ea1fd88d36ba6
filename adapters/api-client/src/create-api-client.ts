import {
  DEFAULT_PAGE_LIMIT,
  printResourceQuery,
  type ApiType,
  type ComparedOffer,
  type MarketCountry,
  type PublicUser,
  type ResourceQuery,
} from '@pretscope/core';
import { ApiError, isRecord } from './api-error.ts';
import {
  JSON_API_MEDIA_TYPE,
  type JsonApiDocument,
  type JsonApiListDocument,
  type JsonApiResource,
  type JsonApiResourceDocument,
} from './json-api.ts';

export interface ApiClientOptions {
  /**
   * Where the site is served, such as 'https://pretscope.lu' (or 'http://127.0.0.1:3000'); the client adds
   * `/api/…`. A trailing slash is ignored. In a browser, '' calls the page's own origin.
   */
  baseUrl: string;
  /** The current access token, read before every call; sent as `Authorization: Bearer …` when there is one. */
  token?: () => string | null | undefined;
  /** The fetch to use; the global one by default (read at each call). */
  fetch?: typeof fetch;
}

/** A collection query: `type` and any of ResourceQuery's parts; the rest take their defaults (no filter, page 0/20…). */
export type ListQuery = Partial<Omit<ResourceQuery, 'type'>> & { type: ApiType };

/** `GET /api/{type}/{id}`'s query options. */
export interface GetOptions {
  /** Relation names whose resources go into `included`. */
  include?: string[];
  /** type → the attributes to answer (sparse fieldsets). */
  fields?: Record<string, string[]>;
}

export interface CountOptions {
  /** `filter[search]`, on the types that are searched. */
  search?: string;
}

/** An id as a number (the API's ids) or as the string JSON:API writes. */
export type ResourceId = number | string;

export interface LoginAnswer {
  token: string;
  user: PublicUser;
}

export type UserResource = JsonApiResource<'users', Omit<PublicUser, 'id'>>;

export interface LoansSearchParams {
  /** The category's slug. */
  category: string;
  /** Euros. */
  amount: number;
  /** Months. */
  duration: number;
  /** Limit to the advertisers of one country. */
  country?: MarketCountry;
}

/** One offer of the comparator, as JSON carries it (the observation date as an ISO 8601 string). */
export interface LoanOffer extends Omit<ComparedOffer, 'observedAt'> {
  observedAt: string;
}

export interface LoansSearchAnswer {
  data: LoanOffer[];
  meta: { category: string; amount: number; duration: number; count: number };
}

export interface ProductAdvertiserParams {
  /** The advertiser's slug. */
  advertiser: string;
}

export interface LoanstatParams {
  /** The product's id. */
  product: number;
  /** Aggregate the daily loanstats by calendar month. */
  by?: 'month';
}

export interface MortgagesParams {
  country?: MarketCountry;
}

/** One function per call of spec §7. Every failure is an ApiError (see api-error.ts), except verify's refusals. */
export interface ApiClient {
  /** `GET /api/{type}?{printResourceQuery(query)}`. */
  list(query: ListQuery): Promise<JsonApiListDocument>;
  /** `GET /api/{type}/{id}?fields[…]=…&include=…`. */
  get(type: ApiType, id: ResourceId, options?: GetOptions): Promise<JsonApiResourceDocument>;
  /** `POST /api/{type}` with `{ data: { type, attributes } }`; answers the created resource. */
  create(type: ApiType, attributes: Record<string, unknown>): Promise<JsonApiResourceDocument>;
  /** `PATCH /api/{type}/{id}` with `{ data: { type, id, attributes } }`; answers the updated resource. */
  update(type: ApiType, id: ResourceId, attributes: Record<string, unknown>): Promise<JsonApiResourceDocument>;
  /** `DELETE /api/{type}/{id}`. */
  remove(type: ApiType, id: ResourceId): Promise<void>;
  /** `GET /api/{type}/count?filter[…]=…`; answers `meta.count`. */
  count(type: ApiType, filter?: ResourceQuery['filter'], options?: CountOptions): Promise<number>;
  /** `POST /api/auth/login`. A wrong e-mail or password is an ApiError with status 401. */
  login(email: string, password: string): Promise<LoginAnswer>;
  /** `GET /api/auth/user`: the user of the token. */
  user(): Promise<JsonApiResourceDocument<UserResource>>;
  /** `POST /api/auth/refresh`: a fresh token for a valid one. */
  refresh(token: string): Promise<{ token: string }>;
  /**
   * `POST /api/auth/verify`. True for a success answer (unless it says `valid: false`); false when the API refuses
   * the token (400, 401, 403, 422). Throws an ApiError only when it could not tell: no answer, 429, 5xx, 404.
   */
  verify(token: string): Promise<boolean>;
  /** `GET /api/loans-search?category=…&amount=…&duration=…[&country=…]`: the comparator's offers. */
  loansSearch(params: LoansSearchParams): Promise<LoansSearchAnswer>;
  /** `GET /api/batch_count`. */
  batchCount(): Promise<JsonApiDocument>;
  /** `GET /api/batch_count/all`. */
  batchCountAll(): Promise<JsonApiDocument>;
  /** `POST /api/loans/saveOneLoanStat` with `{ id }`. */
  saveOneLoanStat(productId: number): Promise<JsonApiDocument>;
  /** `GET /api/product/advertiser?advertiser=…`. */
  productAdvertiser(params: ProductAdvertiserParams): Promise<JsonApiDocument>;
  /** `GET /api/loanstat?product=…[&by=month]`. */
  loanstat(params: LoanstatParams): Promise<JsonApiDocument>;
  /** `GET /api/googlesheet/exportModelToGoogleSheet/{model}`. */
  exportModelToGoogleSheet(model: string): Promise<JsonApiDocument>;
  /** `GET /api/mortgages[?country=…]`. */
  mortgages(params?: MortgagesParams): Promise<JsonApiDocument>;
  /** `POST /api/ebook/send` with `{ email }`. */
  sendEbook(email: string): Promise<JsonApiDocument>;
}

/** Statuses with which /auth/verify refuses a token (rather than failing to judge it). */
const TOKEN_REFUSED = new Set([400, 401, 403, 422]);

interface Answer {
  method: string;
  url: string;
  status: number;
  /** The parsed JSON body; undefined when the body was empty. */
  body: unknown;
}

/** The typed client of the Prêtscope API, for browsers and Node ≥ 20 (global fetch). */
export function createApiClient({ baseUrl, token, fetch: fetchOption }: ApiClientOptions): ApiClient {
  const root = `${baseUrl.replace(/\/+$/, '')}/api`;
  // Called as a plain function, never as a method of this object: a browser's fetch refuses another `this`.
  const send: typeof fetch = fetchOption ?? ((input, init) => globalThis.fetch(input, init));

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const url = `${root}/${path}`;
    const headers: Record<string, string> = { Accept: JSON_API_MEDIA_TYPE };
    if (body !== undefined) headers['Content-Type'] = JSON_API_MEDIA_TYPE;
    const bearer = token?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;

    let response: Response;
    try {
      response = await send(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (cause) {
      throw new ApiError({ method, url, status: 0, detail: reasons(cause), cause });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new ApiError({ method, url, status: response.status, detail: `The answer could not be read: ${reasons(cause)}`, cause });
    }
    if (!response.ok) throw new ApiError({ method, url, status: response.status, body: text });
    if (text.trim() === '') return { method, url, status: response.status, body: undefined };
    try {
      return { method, url, status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw unexpected({ method, url, status: response.status, body: text }, 'The answer is not JSON.');
    }
  }

  const get = (path: string) => call('GET', path);
  const post = (path: string, body: unknown) => call('POST', path, body);

  return {
    async list(query) {
      const path = withQuery(segment(query.type), printResourceQuery(fullQuery(query)));
      return listDocument(await get(path));
    },

    async get(type, id, { include = [], fields } = {}) {
      const printed = printResourceQuery(fullQuery({ type, include, ...(fields ? { fields } : {}) }));
      return resourceDocument(await get(withQuery(`${segment(type)}/${segment(id)}`, printed)));
    },

    async create(type, attributes) {
      return resourceDocument(await post(segment(type), { data: { type, attributes } }));
    },

    async update(type, id, attributes) {
      return resourceDocument(await call('PATCH', `${segment(type)}/${segment(id)}`, { data: { type, id: String(id), attributes } }));
    },

    async remove(type, id) {
      await call('DELETE', `${segment(type)}/${segment(id)}`);
    },

    async count(type, filter = {}, { search } = {}) {
      const answer = await get(
        withQuery(`${segment(type)}/count`, printResourceQuery(fullQuery({ type, filter, ...(search === undefined ? {} : { search }) }))),
      );
      const count = isRecord(answer.body) && isRecord(answer.body.meta) ? answer.body.meta.count : undefined;
      if (typeof count !== 'number') throw unexpected(answer, 'The answer has no meta.count.');
      return count;
    },

    async login(email, password) {
      const answer = await post('auth/login', { email, password });
      if (!isRecord(answer.body) || typeof answer.body.token !== 'string' || !isRecord(answer.body.user)) {
        throw unexpected(answer, 'The answer has no token and user.');
      }
      return answer.body as unknown as LoginAnswer;
    },

    async user() {
      return resourceDocument(await get('auth/user')) as JsonApiResourceDocument<UserResource>;
    },

    async refresh(oldToken) {
      const answer = await post('auth/refresh', { token: oldToken });
      if (!isRecord(answer.body) || typeof answer.body.token !== 'string') throw unexpected(answer, 'The answer has no token.');
      return { token: answer.body.token };
    },

    async verify(candidate) {
      try {
        const answer = await post('auth/verify', { token: candidate });
        return !(isRecord(answer.body) && answer.body.valid === false);
      } catch (error) {
        if (error instanceof ApiError && TOKEN_REFUSED.has(error.status)) return false;
        throw error;
      }
    },

    async loansSearch({ category, amount, duration, country }) {
      const params = new URLSearchParams({ category, amount: String(amount), duration: String(duration) });
      if (country !== undefined) params.set('country', country);
      const answer = await get(`loans-search?${params}`);
      if (!isRecord(answer.body) || !Array.isArray(answer.body.data) || !isRecord(answer.body.meta)) {
        throw unexpected(answer, 'The answer has no data list and meta.');
      }
      return answer.body as unknown as LoansSearchAnswer;
    },

    batchCount: async () => looseDocument(await get('batch_count')),
    batchCountAll: async () => looseDocument(await get('batch_count/all')),
    saveOneLoanStat: async (productId) => looseDocument(await post('loans/saveOneLoanStat', { id: productId })),
    productAdvertiser: async ({ advertiser }) => looseDocument(await get(`product/advertiser?${new URLSearchParams({ advertiser })}`)),

    async loanstat({ product, by }) {
      const params = new URLSearchParams({ product: String(product) });
      if (by !== undefined) params.set('by', by);
      return looseDocument(await get(`loanstat?${params}`));
    },

    exportModelToGoogleSheet: async (model) => looseDocument(await get(`googlesheet/exportModelToGoogleSheet/${segment(model)}`)),

    async mortgages({ country } = {}) {
      return looseDocument(await get(withQuery('mortgages', country === undefined ? '' : `${new URLSearchParams({ country })}`)));
    },

    sendEbook: async (email) => looseDocument(await post('ebook/send', { email })),
  };
}

function fullQuery(query: ListQuery): ResourceQuery {
  return {
    type: query.type,
    filter: query.filter ?? {},
    ...(query.search === undefined ? {} : { search: query.search }),
    ...(query.fields === undefined ? {} : { fields: query.fields }),
    sort: query.sort ?? [],
    page: { offset: query.page?.offset ?? 0, limit: query.page?.limit ?? DEFAULT_PAGE_LIMIT },
    include: query.include ?? [],
  };
}

function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

function listDocument(answer: Answer): JsonApiListDocument {
  if (!isRecord(answer.body) || !Array.isArray(answer.body.data)) throw unexpected(answer, 'The answer is not a JSON:API list document.');
  return answer.body as unknown as JsonApiListDocument;
}

function resourceDocument(answer: Answer): JsonApiResourceDocument {
  if (!isRecord(answer.body) || !isRecord(answer.body.data)) throw unexpected(answer, 'The answer is not a JSON:API resource document.');
  return answer.body as unknown as JsonApiResourceDocument;
}

/** A loosely typed answer: any JSON object; an empty body reads as an empty document. */
function looseDocument(answer: Answer): JsonApiDocument {
  if (answer.body === undefined) return {};
  if (!isRecord(answer.body)) throw unexpected(answer, 'The answer is not a JSON object.');
  return answer.body as JsonApiDocument;
}

/** A success answer that is not what the call answers: an error of its own, with what came back. */
function unexpected(
  { method, url, status, body }: { method: string; url: string; status: number; body: unknown },
  reason: string,
): ApiError {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  const shown = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return new ApiError({ method, url, status, body: text, detail: shown === '' ? reason : `${reason}\n${shown}` });
}

/** An error and its causes in one line: undici says "fetch failed" and keeps the reason (ECONNREFUSED…) in `cause`. */
function reasons(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    if (message !== '' && !parts.includes(message)) parts.push(message);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.length > 0 ? parts.join(': ') : 'network error';
}
