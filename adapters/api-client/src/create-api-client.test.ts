import { printResourceQuery, type ResourceQuery } from '@pretscope/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, type ApiClient } from './create-api-client.ts';
import { closedPort, startStubApi, type StubApi } from './stub-api-server.test-support.ts';

const MEDIA = 'application/vnd.api+json';

const product = {
  type: 'products',
  id: '7',
  attributes: { name: 'Prêt auto', rate: 3.2 },
  relationships: { advertiser: { data: { type: 'announcers', id: '3' } } },
  links: { self: '/api/products/7' },
};

let api: StubApi;
let currentToken: string | null;
let client: ApiClient;

beforeAll(async () => {
  api = await startStubApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
  currentToken = null;
  client = createApiClient({ baseUrl: api.baseUrl, token: () => currentToken });
});

function jsonBody(): unknown {
  return JSON.parse(api.last().body);
}

describe('generic resource calls', () => {
  it('lists with the query string printResourceQuery writes, and answers the document', async () => {
    const list = {
      data: [product],
      included: [],
      meta: { count: 41 },
      links: { self: '/api/products?page[offset]=20', prev: '/api/products' },
    };
    api.answer('GET', '/api/products', { body: list });
    const query: ResourceQuery = {
      type: 'products',
      filter: { country: ['LUX', 'BE'], categoryId: ['2'] },
      search: 'taux fixe',
      fields: { products: ['name', 'rate'], announcers: ['name'] },
      sort: [
        { field: 'rate', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
      page: { offset: 20, limit: 10 },
      include: ['advertiser'],
    };

    const answer = await client.list({ ...query, type: 'products' });

    expect(answer).toStrictEqual(list);
    const request = api.last();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`/api/products?${printResourceQuery(query)}`);
    expect(request.url).toBe(
      '/api/products?filter[categoryId]=2&filter[country]=LUX,BE&filter[search]=taux%20fixe' +
        '&fields[announcers]=name&fields[products]=name,rate&include=advertiser&sort=-rate,name&page[offset]=20&page[limit]=10',
    );
    expect(request.headers.accept).toBe(MEDIA);
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBe('');
  });

  it('lists a type without a query string when only the type is given', async () => {
    api.answer('GET', '/api/articles', { body: { data: [], meta: { count: 0 }, links: { self: '/api/articles' } } });
    await client.list({ type: 'articles' });
    expect(api.last().url).toBe('/api/articles');
  });

  it('gets one resource with include and sparse fields', async () => {
    api.answer('GET', '/api/products/7', { body: { data: product } });
    const answer = await client.get('products', 7, { include: ['advertiser'], fields: { products: ['name'] } });
    expect(answer.data).toStrictEqual(product);
    expect(api.last()).toMatchObject({ method: 'GET', url: '/api/products/7?fields[products]=name&include=advertiser' });
    await client.get('products', '7');
    expect(api.last().url).toBe('/api/products/7');
  });

  it('creates with { data: { type, attributes } } as JSON:API', async () => {
    api.answer('POST', '/api/leads', { status: 201, body: { data: { type: 'leads', id: '12', attributes: { email: 'a@b.lu' } } } });
    const answer = await client.create('leads', { email: 'a@b.lu', amount: 15000 });
    expect(answer.data.id).toBe('12');
    const request = api.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/leads');
    expect(request.headers['content-type']).toBe(MEDIA);
    expect(jsonBody()).toStrictEqual({ data: { type: 'leads', attributes: { email: 'a@b.lu', amount: 15000 } } });
  });

  it('updates with { data: { type, id, attributes } }, the id as a string', async () => {
    api.answer('PATCH', '/api/products/7', { body: { data: product } });
    await client.update('products', 7, { rate: 3.1 });
    expect(api.last()).toMatchObject({ method: 'PATCH', url: '/api/products/7' });
    expect(api.last().headers['content-type']).toBe(MEDIA);
    expect(jsonBody()).toStrictEqual({ data: { type: 'products', id: '7', attributes: { rate: 3.1 } } });
  });

  it('removes with DELETE and an empty 204', async () => {
    api.answer('DELETE', '/api/products/7', { status: 204 });
    await expect(client.remove('products', 7)).resolves.toBeUndefined();
    expect(api.last()).toMatchObject({ method: 'DELETE', url: '/api/products/7', body: '' });
  });

  it('counts with the filter query and answers meta.count', async () => {
    api.answer('GET', '/api/leads/count', { body: { meta: { count: 5 } } });
    await expect(client.count('leads', { status: ['new', 'called'] })).resolves.toBe(5);
    expect(api.last().url).toBe('/api/leads/count?filter[status]=new,called');
    await client.count('leads', {}, { search: 'Dupont' });
    expect(api.last().url).toBe('/api/leads/count?filter[search]=Dupont');
    await client.count('leads');
    expect(api.last().url).toBe('/api/leads/count');
  });

  it('encodes ids in the path', async () => {
    api.answer('GET', '/api/products/a%2Fb', { body: { data: product } });
    await client.get('products', 'a/b');
    expect(api.last().url).toBe('/api/products/a%2Fb');
  });
});

describe('the bearer header', () => {
  it('is sent when token() gives one, read again at every call', async () => {
    api.answer('GET', '/api/batch_count', { body: { data: [] } });
    currentToken = 'first.jwt.token';
    await client.batchCount();
    expect(api.last().headers.authorization).toBe('Bearer first.jwt.token');
    currentToken = 'second.jwt.token';
    await client.create('leads', {}).catch(() => undefined);
    expect(api.last().headers.authorization).toBe('Bearer second.jwt.token');
  });

  it('is left out when token() gives nothing, or without a token option', async () => {
    api.answer('GET', '/api/batch_count', { body: { data: [] } });
    await client.batchCount();
    expect(api.last().headers.authorization).toBeUndefined();
    currentToken = '';
    await client.batchCount();
    expect(api.last().headers.authorization).toBeUndefined();
    await createApiClient({ baseUrl: api.baseUrl }).batchCount();
    expect(api.last().headers.authorization).toBeUndefined();
  });
});

describe('the other calls of spec §7', () => {
  const user = { id: 1, email: 'admin@pretscope.lu', firstName: 'Ada', lastName: 'Admin', roles: ['admin'] };
  const offers = {
    data: [{ productId: 7, productName: 'Prêt auto', rate: 3.2, apr: 3.25, monthlyPayment: 271.3, observedAt: '2025-01-02T00:00:00.000Z' }],
    meta: { category: 'pret-auto', amount: 15000, duration: 60, count: 1 },
  };
  const document = { data: { type: 'batch_count', id: '1', attributes: { title: 'Janvier' } } };

  const cases: {
    name: string;
    call: (client: ApiClient) => Promise<unknown>;
    method: string;
    path: string;
    url?: string;
    body?: unknown;
    answer: unknown;
    result?: unknown;
  }[] = [
    {
      name: 'login',
      call: (c) => c.login('admin@pretscope.lu', 'a long passphrase'),
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'admin@pretscope.lu', password: 'a long passphrase' },
      answer: { token: 't1', user },
      result: { token: 't1', user },
    },
    {
      name: 'user',
      call: (c) => c.user(),
      method: 'GET',
      path: '/api/auth/user',
      answer: { data: { type: 'users', id: '1', attributes: user } },
    },
    {
      name: 'refresh',
      call: (c) => c.refresh('t1'),
      method: 'POST',
      path: '/api/auth/refresh',
      body: { token: 't1' },
      answer: { token: 't2' },
      result: { token: 't2' },
    },
    {
      name: 'verify',
      call: (c) => c.verify('t2'),
      method: 'POST',
      path: '/api/auth/verify',
      body: { token: 't2' },
      answer: { valid: true },
      result: true,
    },
    {
      name: 'loansSearch',
      call: (c) => c.loansSearch({ category: 'pret-auto', amount: 15000, duration: 60 }),
      method: 'GET',
      path: '/api/loans-search',
      url: '/api/loans-search?category=pret-auto&amount=15000&duration=60',
      answer: offers,
    },
    {
      name: 'loansSearch with a country',
      call: (c) => c.loansSearch({ category: 'pret-auto', amount: 15000.5, duration: 60, country: 'LUX' }),
      method: 'GET',
      path: '/api/loans-search',
      url: '/api/loans-search?category=pret-auto&amount=15000.5&duration=60&country=LUX',
      answer: offers,
    },
    { name: 'batchCount', call: (c) => c.batchCount(), method: 'GET', path: '/api/batch_count', answer: document },
    {
      name: 'batchCountAll',
      call: (c) => c.batchCountAll(),
      method: 'GET',
      path: '/api/batch_count/all',
      answer: { data: [document.data] },
    },
    {
      name: 'saveOneLoanStat',
      call: (c) => c.saveOneLoanStat(7),
      method: 'POST',
      path: '/api/loans/saveOneLoanStat',
      body: { id: 7 },
      answer: { data: { type: 'loanstats', id: '90', attributes: { count: 3 } } },
    },
    {
      name: 'productAdvertiser',
      call: (c) => c.productAdvertiser({ advertiser: 'banque-x' }),
      method: 'GET',
      path: '/api/product/advertiser',
      url: '/api/product/advertiser?advertiser=banque-x',
      answer: { data: [] },
    },
    {
      name: 'loanstat',
      call: (c) => c.loanstat({ product: 7 }),
      method: 'GET',
      path: '/api/loanstat',
      url: '/api/loanstat?product=7',
      answer: { data: [] },
    },
    {
      name: 'loanstat by month',
      call: (c) => c.loanstat({ product: 7, by: 'month' }),
      method: 'GET',
      path: '/api/loanstat',
      url: '/api/loanstat?product=7&by=month',
      answer: { data: [] },
    },
    {
      name: 'exportModelToGoogleSheet',
      call: (c) => c.exportModelToGoogleSheet('leads'),
      method: 'GET',
      path: '/api/googlesheet/exportModelToGoogleSheet/leads',
      answer: { meta: { rows: 3 } },
    },
    {
      name: 'mortgages',
      call: (c) => c.mortgages({ country: 'BE' }),
      method: 'GET',
      path: '/api/mortgages',
      url: '/api/mortgages?country=BE',
      answer: { data: [] },
    },
    {
      name: 'mortgages without a country',
      call: (c) => c.mortgages(),
      method: 'GET',
      path: '/api/mortgages',
      url: '/api/mortgages',
      answer: { data: [] },
    },
    {
      name: 'sendEbook',
      call: (c) => c.sendEbook('lecteur@example.lu'),
      method: 'POST',
      path: '/api/ebook/send',
      body: { email: 'lecteur@example.lu' },
      answer: { meta: { sent: true } },
    },
  ];

  it.each(cases)('$name: $method $path', async ({ call, method, path, url, body, answer, result }) => {
    api.answer(method, path, { body: answer });
    currentToken = 'jwt';
    const answered = await call(client);
    expect(answered).toStrictEqual(result ?? answer);
    const request = api.last();
    expect(request.method).toBe(method);
    expect(request.url).toBe(url ?? path);
    expect(request.headers.authorization).toBe('Bearer jwt');
    expect(request.headers.accept).toBe(MEDIA);
    if (body === undefined) {
      expect(request.body).toBe('');
    } else {
      expect(request.headers['content-type']).toBe(MEDIA);
      expect(JSON.parse(request.body)).toStrictEqual(body);
    }
  });

  it('answers an empty document for a loosely typed call with an empty body', async () => {
    api.answer('POST', '/api/ebook/send', { status: 204 });
    await expect(client.sendEbook('lecteur@example.lu')).resolves.toStrictEqual({});
  });
});

describe('verify', () => {
  it('answers true on 200 and false on 401, without throwing', async () => {
    api.answer('POST', '/api/auth/verify', { body: { valid: true } });
    await expect(client.verify('good')).resolves.toBe(true);
    api.answer('POST', '/api/auth/verify', {
      status: 401,
      body: { errors: [{ status: '401', code: 'auth/invalid-token', title: 'Unauthorized', detail: 'Jeton invalide.' }] },
    });
    await expect(client.verify('bad')).resolves.toBe(false);
  });

  it('answers false for the other refusals and for a success that says valid: false', async () => {
    for (const status of [400, 403, 422]) {
      api.answer('POST', '/api/auth/verify', { status, body: { errors: [{ status: String(status), title: 'Refused' }] } });
      await expect(client.verify('bad')).resolves.toBe(false);
    }
    api.answer('POST', '/api/auth/verify', { body: { valid: false } });
    await expect(client.verify('bad')).resolves.toBe(false);
    api.answer('POST', '/api/auth/verify', { status: 401, body: 'no' });
    await expect(client.verify('bad')).resolves.toBe(false);
  });

  it('throws when it cannot tell: a server error, a rate limit or no answer', async () => {
    api.answer('POST', '/api/auth/verify', { status: 503, body: 'down' });
    await expect(client.verify('t')).rejects.toMatchObject({ name: 'ApiError', status: 503 });
    api.answer('POST', '/api/auth/verify', { status: 429, body: { errors: [{ status: '429', title: 'Too Many Requests' }] } });
    await expect(client.verify('t')).rejects.toMatchObject({ status: 429 });
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${await closedPort()}` });
    await expect(offline.verify('t')).rejects.toMatchObject({ status: 0 });
  });
});

describe('errors (spec §8)', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error: unknown = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('writes METHOD URL STATUS and one `path: message` line per validation error of a 422', async () => {
    const errors = [
      {
        status: '422',
        code: 'validation',
        title: 'Invalid Attribute',
        detail: 'Adresse e-mail invalide.',
        source: { pointer: '/data/attributes/email' },
      },
      {
        status: '422',
        code: 'validation',
        title: 'Invalid Attribute',
        detail: 'Le montant doit être positif.',
        source: { pointer: '/data/attributes/amount' },
      },
      {
        status: '422',
        code: 'validation',
        title: 'Invalid Attribute',
        detail: 'Le minimum dépasse le maximum.',
        source: { pointer: '/data/attributes/config/stats/min' },
      },
    ];
    api.answer('POST', '/api/leads', { status: 422, body: { errors } });

    const error = await failure(client.create('leads', { email: 'x', amount: -1 }));

    expect(error.message).toBe(
      [
        `POST ${api.baseUrl}/api/leads 422`,
        'email: Adresse e-mail invalide.',
        'amount: Le montant doit être positif.',
        'config.stats.min: Le minimum dépasse le maximum.',
      ].join('\n'),
    );
    expect(error).toMatchObject({ name: 'ApiError', method: 'POST', url: `${api.baseUrl}/api/leads`, status: 422, errors });
    expect(error).toBeInstanceOf(Error);
  });

  it('names the parameter of a 400 and writes the detail of a 404', async () => {
    api.answer('GET', '/api/products', {
      status: 400,
      body: {
        errors: [
          {
            status: '400',
            code: 'query/unknown-filter',
            title: 'Bad Request',
            detail: 'On ne peut pas filtrer sur colour.',
            source: { parameter: 'filter[colour]' },
          },
        ],
      },
    });
    const badQuery = await failure(client.list({ type: 'products', filter: { colour: ['red'] } }));
    expect(badQuery.message).toBe(
      `GET ${api.baseUrl}/api/products?filter[colour]=red 400\nfilter[colour]: On ne peut pas filtrer sur colour.`,
    );

    api.answer('GET', '/api/products/99', {
      status: 404,
      body: { errors: [{ status: '404', code: 'resource/not-found', title: 'Not Found', detail: 'Aucun produit 99.' }] },
    });
    const missing = await failure(client.get('products', 99));
    expect(missing.message).toBe(`GET ${api.baseUrl}/api/products/99 404\nAucun produit 99.`);
    expect(missing.status).toBe(404);
    expect(missing.errors).toHaveLength(1);
  });

  it('writes the raw body of a non-JSON answer such as a proxy’s 502 page', async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    api.answer('GET', '/api/batch_count', { status: 502, body: page, contentType: 'text/html' });
    const error = await failure(client.batchCount());
    expect(error.message).toBe(`GET ${api.baseUrl}/api/batch_count 502\n${page}`);
    expect(error).toMatchObject({ status: 502, errors: [], body: page });
  });

  it('writes only the first line for an error without a body', async () => {
    api.answer('DELETE', '/api/products/7', { status: 403 });
    const error = await failure(client.remove('products', 7));
    expect(error.message).toBe(`DELETE ${api.baseUrl}/api/products/7 403`);
  });

  it('gives a clear error when nothing listens (network failure)', async () => {
    const port = await closedPort();
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}/` });
    const error = await failure(offline.list({ type: 'products' }));
    expect(error.status).toBe(0);
    expect(error.url).toBe(`http://127.0.0.1:${port}/api/products`);
    expect(error.message.split('\n')[0]).toBe(`GET http://127.0.0.1:${port}/api/products (no answer)`);
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.cause).toBeDefined();
  });

  it('gives a clear error for a success answer that is not JSON or not the expected document', async () => {
    api.answer('GET', '/api/products', { body: '<html>maintenance</html>', contentType: 'text/html' });
    const notJson = await failure(client.list({ type: 'products' }));
    expect(notJson.message).toBe(`GET ${api.baseUrl}/api/products 200\nThe answer is not JSON.\n<html>maintenance</html>`);

    api.answer('GET', '/api/products/1', { body: { data: null } });
    const noResource = await failure(client.get('products', 1));
    expect(noResource.message).toMatch(/^GET .*\/api\/products\/1 200\nThe answer is not a JSON:API resource document\./);

    api.answer('POST', '/api/auth/login', { body: { ok: true } });
    await expect(client.login('a@b.lu', 'x')).rejects.toThrow('The answer has no token and user.');
    api.answer('POST', '/api/auth/refresh', { body: {} });
    await expect(client.refresh('t')).rejects.toThrow('The answer has no token.');
    api.answer('GET', '/api/leads/count', { body: { meta: {} } });
    await expect(client.count('leads')).rejects.toThrow('The answer has no meta.count.');
    api.answer('GET', '/api/loans-search', { body: [] });
    await expect(client.loansSearch({ category: 'x', amount: 1, duration: 1 })).rejects.toThrow('The answer has no data list and meta.');
    api.answer('GET', '/api/mortgages', { body: [1, 2] });
    await expect(client.mortgages()).rejects.toThrow('The answer is not a JSON object.');
  });
});

describe('options', () => {
  it('uses the fetch it is given, called as a plain function', async () => {
    api.answer('GET', '/api/batch_count', { body: { data: [] } });
    const seen: string[] = [];
    const ownFetch: typeof fetch = function (this: unknown, input, init) {
      expect(this).toBeUndefined();
      seen.push(`${init?.method} ${String(input)}`);
      return fetch(input, init);
    };
    await createApiClient({ baseUrl: `${api.baseUrl}///`, fetch: ownFetch }).batchCount();
    expect(seen).toStrictEqual([`GET ${api.baseUrl}/api/batch_count`]);
  });

  it('turns a throwing fetch into an ApiError with the reason', async () => {
    const broken = createApiClient({
      baseUrl: 'https://pretscope.example',
      fetch: () => Promise.reject(new TypeError('Failed to fetch', { cause: new Error('blocked by CORS') })),
    });
    await expect(broken.user()).rejects.toThrow(
      'GET https://pretscope.example/api/auth/user (no answer)\nFailed to fetch: blocked by CORS',
    );
  });
});
