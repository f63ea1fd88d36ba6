/**
 * Issue 4, "a property test that throws at least 2 000 random query strings and bodies at the API": one real server
 * (SQLite, demo data; the same run against PostgreSQL too where PG_TEST_URL is set), 1 000 random GETs over every
 * type of core's `apiTypes` (and unknown ones, and the other calls of spec §7) with random query strings, and
 * 1 000 random POST / PATCH bodies with random content types, anonymous and with the editor's and admin's tokens.
 * Whatever is sent, under /api:
 * - never a status ≥ 500 (one exception: the Google Sheets export answers 501 `not-configured` by design while
 *   GOOGLE_SHEETS_* is unset, and must still be a JSON:API error document);
 * - every 4xx is `application/vnd.api+json` with `{ errors: [...] }`, each error with `status` equal to the HTTP
 *   status as a string, a `code` and a `title` (429 included: it is a valid answer to a burst of anonymous writes);
 * - every other answer with a body is JSON:API JSON (except the HTML reference page /api/docs);
 * - no answer carries a stack trace, SQL of our queries, a file path or a password hash (unless the request
 *   itself contained that text and the answer only echoes it, for instance in `links.self`).
 * A path that normalises outside /api (`/api/..`) is the site's to answer: only "no 5xx, no leak" applies there.
 *
 * Every violation is recorded, with the shortest request of each kind, and the test fails at the end listing them
 * all (rather than stopping at the first one), so that one run reports every distinct problem with a reproduction.
 *
 * Requests go through node:http rather than fetch, so that the path and query are sent byte for byte as generated
 * (malformed percent-encodings included). Anonymous writes are rate-limited to 10 per minute per address; they are
 * sent from rotating loopback addresses (127.0.x.y), so that most of them reach validation, and one in eight from
 * 127.0.0.1, so that 429 answers are exercised too.
 *
 *   RANDOM_REQUESTS_RUNS=10000 npx vitest run test/api/random-requests     (a longer hunt)
 */
import { ALLOW_LISTS, apiTypes } from '@pretscope/core';
import fc from 'fast-check';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/** RANDOM_REQUESTS_RUNS=10000 for a longer hunt; 1 000 + 1 000 by default. */
const RUNS = Number(process.env.RANDOM_REQUESTS_RUNS ?? 1_000);
const QUERY_RUNS = RUNS;
const BODY_RUNS = RUNS;

type Identity = 'anonymous' | 'editor' | 'admin' | 'garbage-token';

interface RandomRequest {
  method: string;
  /** Path and query under /api, exactly as sent (already encoded, possibly malformed on purpose). */
  path: string;
  identity: Identity;
  /** Content-Type header; undefined sends none. */
  contentType?: string;
  body?: string;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------------------------

const unique = <T>(items: T[]) => [...new Set(items)];

const lists = Object.values(ALLOW_LISTS);
/** Every name some type declares: fields, filters, sorts, relations. */
const KNOWN_NAMES = unique(
  lists.flatMap((list) => [...list.fields, ...list.filterable, ...list.sortable, ...Object.keys(list.includable)]),
);
const JUNK_NAMES = [
  '',
  ' ',
  'password',
  'passwordHash',
  'comment',
  'search',
  'offset',
  'limit',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'name;',
  'name--',
  'name) OR (1=1',
  'name`',
  'attributes.name',
  'name[0]',
  '*',
  '%',
  '_',
  '\\',
  "'",
  '"',
  'ünïcødé',
  '💥',
  'NAME',
  'Name',
  'a'.repeat(300),
  'rowid',
  'oid',
  'ctid',
  'sqlite_master',
  'pg_catalog.pg_user',
];
const INJECTIONS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE loans; --',
  "x') UNION SELECT password_hash FROM users --",
  '1 UNION SELECT * FROM users',
  "'; SELECT pg_sleep(5); --",
  '1 AND sqlite_version()',
  '${7*7}',
  '{{7*7}}',
  '<%= 7*7 %>',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '\u0000',
  'a\u0000b',
  '\r\nX-Injected: 1',
  '%00',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '[$ne]=1',
  '*)(uid=*))(|(uid=*',
  'null',
  'undefined',
  'NaN',
  'true',
  'false',
  '[]',
  '{}',
];
const NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '00001',
  '1.5',
  '1,5',
  '1e3',
  '1e308',
  '1e309',
  '-1e309',
  '0x10',
  '0b11',
  '0o7',
  ' 1',
  '1 ',
  '+1',
  'Infinity',
  '-Infinity',
  'NaN',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '999999999999999',
  '9999999999999999',
  '99999999999999999999999999999999999',
  '-99999999999999999999',
  '１２',
  '٣',
  '1_000',
  '300000',
  '300',
  '20',
  '100',
  '101',
];
const REAL_VALUES = [
  'pret-hypothecaire',
  'pret-immobilier',
  'pret-personnel',
  'pret-auto',
  'pret-crypto',
  'regroupement-de-credit',
  'banque-petrusse',
  'LUX',
  'BE',
  'FR',
  'DE',
  'true',
  'false',
  'month',
  'day',
  '2026-11-01',
  '2026-13-45',
  '1970-01-01T00:00:00Z',
  'yesterday',
  'editor',
  'admin',
  'nouveau',
  'products',
  'announcers',
];
/** Text that is valid JSON but hard on a database or a renderer: NUL, lone surrogates, RTL marks, very long. */
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202Eabc',
  '\uFEFF',
  'e\u0301',
  '🏦💶',
  '\u0007\u001b[31m',
  'x'.repeat(5_000),
  "O'Brien",
  'Robert"); DROP TABLE users;--',
  '\\',
  '%_%',
];
const PERCENT_JUNK = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%2525',
  '%5Bx%5D',
  '%25%32%35',
  '%u0041',
  '%F0%9F%92%A9',
  '%0D%0A',
  '%2C%2C',
  '%26',
  '%3D',
];

const CALL_PATHS = [
  '/loans-search',
  '/mortgages',
  '/loanstat',
  '/product/advertiser',
  '/batch_count',
  '/batch_count/all',
  '/auth/user',
  '/openapi.json',
  '/docs',
  '/googlesheet/exportModelToGoogleSheet/products',
  '/googlesheet/exportModelToGoogleSheet/leads',
  '/googlesheet/exportModelToGoogleSheet/dragons',
];
const CALL_KEYS = [
  'category',
  'amount',
  'duration',
  'country',
  'countries',
  'product',
  'from',
  'to',
  'by',
  'advertiser',
  'advertiserId',
  'token',
];
const ODD_TYPES = [
  'unknown',
  'dragons',
  'Products',
  'PRODUCTS',
  'products ',
  'product',
  'users.json',
  'products;x',
  '%70roducts',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'products%2Fcount',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'auth',
  'openapi.json',
  'docs',
  'loans-search',
  'loanstat',
  'batch_count',
  ';',
  '~',
  '%00',
];
const ODD_IDS = [...NUMBERS, 'abc', 'null', 'undefined', 'count', '%F0%9F%92%A9', '1%00', '1;2', '1,2', '..', '%2e%2e'];

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------------------

const safeEncode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded; send what it would look like
  }
};

const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...JUNK_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const typeName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...apiTypes) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_TYPES) });

/** `a,-b,c`: lists of names as sort, include and fields take them, with junk among them. */
const nameList = fc
  .array(fc.tuple(fc.boolean(), name), { maxLength: 4 })
  .map((items) => items.map(([minus, item]) => (minus ? `-${item}` : item)).join(','));

const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(name, fc.constantFrom('search')).map((field) => `filter[${field}]`) },
  { weight: 3, arbitrary: fc.oneof(typeName, name).map((type) => `fields[${type}]`) },
  { weight: 4, arbitrary: fc.constantFrom('sort', 'include', 'page[offset]', 'page[limit]') },
  { weight: 2, arbitrary: fc.constantFrom(...CALL_KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'filter',
      'filter[]',
      'filter[a][b]',
      'page',
      'page[]',
      'page[size]',
      'page[number]',
      'fields[]',
      'filter[name',
      'filter]name[',
      'sort[]',
      'include[]',
      '',
      '=',
      '__proto__',
      'constructor[prototype][x]',
      'filter[__proto__]',
      'page[offset][x]',
      'FILTER[slug]',
      'Sort',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);

const queryValue = fc.oneof(
  { weight: 4, arbitrary: nameList },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...REAL_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ',',
      ',,',
      'a,,b',
      'x'.repeat(201),
      'name,'.repeat(120),
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ),
  },
);

/** How one part of the query is written on the wire: encoded, with brackets and commas left bare, or with bad %. */
const encoded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom('encode', 'encode', 'bare-brackets', 'percent-junk'), fc.constantFrom(...PERCENT_JUNK))
    .map(([raw, how, junk]) => {
      const encodedText = safeEncode(raw);
      if (how === 'bare-brackets') return encodedText.replaceAll('%5B', '[').replaceAll('%5D', ']').replaceAll('%2C', ',');
      if (how === 'percent-junk') return `${encodedText}${junk}`;
      return encodedText;
    });

const queryPair = fc
  .tuple(encoded(queryKey), encoded(queryValue), fc.constantFrom('k=v', 'k=v', 'k=v', 'k', 'k=', 'k=v=v'))
  .map(([k, v, form]) => (form === 'k' ? k : form === 'k=' ? `${k}=` : form === 'k=v=v' ? `${k}=${v}=${v}` : `${k}=${v}`));

const queryString = fc
  .tuple(fc.array(queryPair, { maxLength: 6 }), fc.constantFrom('', '', '', '&', '&&'))
  .map(([pairs, extra]) => (pairs.length === 0 && extra === '' ? '' : `?${extra}${pairs.join('&')}`));

/**
 * A query that mostly uses the names the type really declares (so that it gets past the allow-list and reaches the
 * store), with random values: the store then sees odd ids, booleans, numbers, dates and unicode in filters.
 */
const typedQuery = (type: (typeof apiTypes)[number]) => {
  const list = ALLOW_LISTS[type];
  const relations = Object.keys(list.includable);
  const own = <T>(items: readonly T[], fallback: T) => fc.constantFrom(...(items.length > 0 ? items : [fallback]));
  const pick = (items: readonly string[]) => fc.subarray([...items], { maxLength: Math.min(4, items.length) });
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(own(list.filterable, 'id'), queryValue).map(([field, value]) => [`filter[${field}]`, value]) },
    { weight: 1, arbitrary: fc.tuple(fc.constant('filter[search]'), queryValue) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(pick(list.sortable), fc.boolean())
        .map(([fields, minus]) => ['sort', fields.map((f, i) => (minus && i === 0 ? `-${f}` : f)).join(',')]),
    },
    { weight: 2, arbitrary: pick(relations).map((names) => ['include', names.join(',')]) },
    { weight: 2, arbitrary: pick(list.fields).map((fields) => [`fields[${type}]`, fields.join(',')]) },
    {
      weight: 2,
      arbitrary: fc.tuple(
        fc.constantFrom('page[offset]', 'page[limit]'),
        fc.oneof(fc.nat({ max: 120 }).map(String), fc.constantFrom(...NUMBERS)),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(queryKey, queryValue) },
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => {
    const text = pairs.map(([key, value]) => `${safeEncode(key ?? '')}=${safeEncode(value ?? '')}`).join('&');
    return text === '' ? '' : `?${text}`;
  });
};

const typedGet = fc
  .tuple(fc.constantFrom(...apiTypes), fc.constantFrom('', '', '/count', '/id'))
  .chain(([type, suffix]) =>
    fc
      .tuple(typedQuery(type), fc.integer({ min: 1, max: 90 }))
      .map(([query, id]) => `/${type}${suffix === '/id' ? `/${id}` : suffix}${query}`),
  );

const resourceId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 90 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_IDS) },
);

const getPath = fc.oneof(
  { weight: 3, arbitrary: typeName.map((type) => `/${type}`) },
  { weight: 1, arbitrary: typeName.map((type) => `/${type}/count`) },
  { weight: 2, arbitrary: fc.tuple(typeName, resourceId).map(([type, id]) => `/${type}/${id}`) },
  { weight: 2, arbitrary: fc.constantFrom(...CALL_PATHS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((text) => `/${safeEncode(text)}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '/',
      '//products',
      '/products/',
      '/products/1/',
      '/products/1/advertiser',
      '/products/1/relationships/advertiser',
      '/auth',
      '/auth/login',
      '/loans-search/',
      '/api/products',
    ),
  },
);

const identity = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Identity>('anonymous') },
  { weight: 3, arbitrary: fc.constant<Identity>('editor') },
  { weight: 3, arbitrary: fc.constant<Identity>('admin') },
  { weight: 1, arbitrary: fc.constant<Identity>('garbage-token') },
);

const randomGet: fc.Arbitrary<RandomRequest> = fc.record({
  method: fc.constant('GET'),
  path: fc.oneof(
    typedGet,
    fc.tuple(getPath, queryString).map(([path, query]) => path + query),
  ),
  identity,
});

/** A value of any JSON type, many of them the wrong one for whatever attribute they land in. */
const wrongValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...INJECTIONS, ...NUMBERS, ...REAL_VALUES, ...NASTY_TEXT),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 3.5, 1e-300),
  fc.constantFrom(
    'x'.repeat(70_000),
    '2026-11-01T00:00:00.000Z',
    'not-a-date',
    'a@b.c',
    'redacteur@pretscope.example',
    'https://example.com',
    'javascript:alert(1)',
  ),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Attributes with names from the allow-lists (plus the ones a client must never set) and junk names. */
const attributes = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
        { weight: 1, arbitrary: fc.constantFrom(...JUNK_NAMES, 'id', 'createdAt', 'modifiedAt', 'roles') },
      ),
      wrongValue,
    ),
    { maxLength: 6 },
  )
  .map((entries) => Object.fromEntries(entries));

/** A resource document that looks right at a glance: right or wrong type, id, attributes, relationships. */
const documentLike = fc
  .record(
    {
      type: fc.oneof(typeName, fc.constantFrom(1, null, ['products'])),
      id: fc.oneof(resourceId, fc.integer(), fc.constant(null)),
      attributes: fc.oneof({ weight: 5, arbitrary: attributes }, { weight: 1, arbitrary: wrongValue }),
      relationships: fc.oneof(fc.constant({ advertiser: { data: { type: 'announcers', id: '1' } } }), wrongValue),
      meta: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['type', 'attributes'] },
  )
  .map((data) => ({ data }));

const CONSENT = { given: true, text: 'J’accepte d’être contacté.', version: '2026-11' };
/** Documents each type accepts (from the contract tests and the schemas), which the generator then spoils a little. */
const VALID_ATTRIBUTES: Partial<Record<(typeof apiTypes)[number], Record<string, unknown>>> = {
  authors: { name: 'Auteur Aléatoire', slug: 'auteur-aleatoire', bio: 'Journaliste.' },
  articles: { title: 'Titre aléatoire', slug: 'titre-aleatoire', content: 'Du **texte**.', isPublished: false },
  legalpages: { title: 'Mentions aléatoires', slug: 'mentions-aleatoires', content: 'Texte.' },
  loggederror: { content: 'TypeError: x is undefined', url: '/simulateur' },
  leads: {
    kind: 'contact',
    firstName: 'Marc',
    lastName: 'Weber',
    email: 'marc@example.org',
    country: 'LUX',
    message: 'Bonjour',
    consent: CONSENT,
  },
  reminders: { email: 'rappel@example.org', categoryId: 1, amount: 200_000, duration: 240, targetRate: 3.5, consent: CONSENT },
  users: {
    email: 'aleatoire@pretscope.example',
    firstName: 'Alea',
    lastName: 'Toire',
    roles: ['editor'],
    password: 'a-long-enough-password',
  },
  categories: {
    name: 'Catégorie aléatoire',
    title: 'Catégorie aléatoire',
    slug: 'categorie-aleatoire',
    faq: [],
    config: {
      amounts: [1000],
      durations: [12],
      amountIndex: 0,
      durationIndex: 0,
      durationUnit: 'month',
      bounds: { minAmount: 100, maxAmount: 2000, minDuration: 6, maxDuration: 24 },
    },
  },
};
const VALID_TYPES = Object.keys(VALID_ATTRIBUTES) as (typeof apiTypes)[number][];

/** A valid document of a type with one to three attributes replaced by random (often wrong, often nasty) values. */
const spoiledDocument = fc
  .tuple(
    fc.constantFrom(...VALID_TYPES),
    fc.array(
      fc.tuple(
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...KNOWN_NAMES) }, { weight: 1, arbitrary: fc.constantFrom(...JUNK_NAMES) }),
        fc.oneof({ weight: 3, arbitrary: wrongValue }, { weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXT) }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
    fc.boolean(),
    fc.integer({ min: 1, max: 90 }),
  )
  .map(([type, changes, patch, id]) => {
    const base = VALID_ATTRIBUTES[type] ?? {};
    const names = Object.keys(base);
    // Half of the changes land on an attribute the type really has, so that the value reaches the store.
    const attributes = {
      ...base,
      ...Object.fromEntries(
        changes.map(([name, value], i) => [
          i % 2 === 0 && names.length > 0 ? (names[(name.length + i) % names.length] as string) : name,
          value,
        ]),
      ),
    };
    return patch
      ? { method: 'PATCH', path: `/${type}/${id}`, body: JSON.stringify({ data: { type, id: String(id), attributes } }) }
      : { method: 'POST', path: `/${type}`, body: JSON.stringify({ data: { type, attributes } }) };
  });

/** Nesting far deeper than any schema expects, in the document and inside an attribute. */
const deepNesting = fc
  .integer({ min: 50, max: 5_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `{"data":{"type":"articles","attributes":{"config":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}}`,
      `{"data":{"type":"products","attributes":{"tags":${'['.repeat(depth)}${']'.repeat(depth)}}}}`,
    ),
  );

const bodyText = fc.oneof(
  { weight: 5, arbitrary: documentLike.map((doc) => JSON.stringify(doc)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? '{}') },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'null',
      'true',
      '0',
      '"data"',
      '{',
      '{"data":',
      '{"data":{"type":"articles"',
      '\uFEFF{"data":{}}',
      'NaN',
      '{"data":{"type":"articles","attributes":{"title":"x",}}}',
      '{"__proto__":{"isAdmin":true},"data":{"type":"articles","attributes":{"__proto__":{"polluted":1}}}}',
      '{"data":{"type":"articles","attributes":{"constructor":{"prototype":{"polluted":1}}}}}',
      '{"data":{"type":"articles","attributes":{}},"data":{"type":"users","attributes":{}}}',
      'email=a%40b.c&password=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ),
  },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/vnd.api+json', 'application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      '',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
      'APPLICATION/JSON',
      'application/jsonx',
      'application/json, text/plain',
      'application/*',
      '*/*',
      'json',
      ';',
      'application/vnd.api+json;;;',
    ),
  },
);

const writeTarget = fc.oneof(
  { weight: 5, arbitrary: typeName.map((type) => ({ method: 'POST', path: `/${type}` })) },
  { weight: 4, arbitrary: fc.tuple(typeName, resourceId).map(([type, id]) => ({ method: 'PATCH', path: `/${type}/${id}` })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('/auth/login', '/auth/verify', '/auth/refresh', '/loans/saveOneLoanStat', '/ebook/send')
      .map((path) => ({ method: 'POST', path })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('PATCH', 'PUT', 'POST'), fc.constantFrom(...CALL_PATHS, '/products/count', '/products/1', '/products'))
      .map(([method, path]) => ({ method, path })),
  },
);

const writeIdentity = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Identity>('anonymous') },
  { weight: 3, arbitrary: fc.constantFrom<Identity>('editor', 'admin') },
  { weight: 1, arbitrary: fc.constant<Identity>('garbage-token') },
);

const randomWrite: fc.Arbitrary<RandomRequest> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ target: writeTarget, identity: writeIdentity, contentType, body: bodyText })
      .map(({ target, identity: who, contentType: type, body }) => ({
        ...target,
        identity: who,
        body,
        ...(type === undefined ? {} : { contentType: type }),
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        spoiled: spoiledDocument,
        identity: fc.constantFrom<Identity>('anonymous', 'editor', 'admin', 'admin'),
        contentType: fc.constantFrom('application/vnd.api+json', 'application/json'),
      })
      .map(({ spoiled, identity: who, contentType: type }) => ({ ...spoiled, identity: who, contentType: type })),
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking
// ---------------------------------------------------------------------------------------------------------------

/** What node:http accepts in a request line: the generator's spaces and non-ASCII characters percent-encoded, the rest as is. */
function onTheWire(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => safeEncode(character));
}

/** Text an answer must never carry (compared in lower case) unless the request carried it too. */
const LEAKS = [
  '    at ',
  'at async ',
  'select ',
  ' from loans',
  ' from "loans"',
  'sqlite_',
  'sqlite3',
  'mikro-orm',
  'knex',
  'kysely',
  '/work/',
  'node_modules',
  '.ts:',
  '$argon2',
  'typeerror',
  'referenceerror',
  'syntaxerror: ',
];

/** Outside /api the site's HTML answers, where a `<select ` element is no SQL. */
const PAGE_LEAKS = LEAKS.filter((leak) => leak !== 'select ');

function leakIn(request: RandomRequest, text: string, leaks: readonly string[]): string | undefined {
  const answer = text.toLowerCase();
  // Decoded run by run, as the server decodes each parameter: a malformed escape elsewhere (`%zz`, on purpose) must not
  // hide a word the request did send (`1%20UNION%20SELECT%20…%zz` echoed back in an error's detail is no leak).
  const decoded = request.path.replaceAll('+', ' ').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  const sent = `${request.path}\n${decoded}\n${request.body ?? ''}`.toLowerCase();
  return leaks.find((leak) => answer.includes(leak) && !sent.includes(leak));
}

function describeRequest(request: RandomRequest, answer: Answer): string {
  const body =
    request.body === undefined
      ? ''
      : ` body=${JSON.stringify(request.body.length > 300 ? `${request.body.slice(0, 300)}…(${request.body.length} chars)` : request.body)}`;
  return `${request.method} /api${request.path} as ${request.identity}${request.contentType === undefined ? '' : ` [${request.contentType}]`}${body}\n→ ${answer.status} ${answer.contentType} ${answer.text.slice(0, 500)}`;
}

/** What is wrong with an answer (undefined: nothing). */
class Violation extends Error {}

function checkAnswer(request: RandomRequest, answer: Answer): string | undefined {
  try {
    checkOrThrow(request, answer);
    return undefined;
  } catch (error) {
    if (error instanceof Violation) return error.message;
    throw error;
  }
}

function checkOrThrow(request: RandomRequest, answer: Answer): void {
  const fail = (why: string): never => {
    throw new Violation(why);
  };
  const { status, contentType: type, text } = answer;
  const path = request.path.split('?')[0] ?? '';
  // `/api/..` is `/` once the URL is normalised: the site's home page, not the API's to answer.
  const insideApi = new URL(`http://localhost${onTheWire(`/api${path}`)}`).pathname.startsWith('/api');
  const isSheetExport = path.startsWith('/googlesheet/exportModelToGoogleSheet/');
  if (status >= 500 && !(status === 501 && isSheetExport)) fail(`server error ${status}`);
  if (status < 200 || (insideApi && status >= 300 && status < 400)) fail(`unexpected status ${status}`);
  const leak = leakIn(request, text, insideApi ? LEAKS : PAGE_LEAKS);
  if (leak) fail(`the answer leaks ${JSON.stringify(leak)}`);

  if (!insideApi) return;
  if (status >= 400) {
    if (!type.startsWith('application/vnd.api+json')) fail(`a ${status} with content type ${type}`);
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      fail(`a ${status} whose body is not JSON`);
    }
    const errors = (document as { errors?: unknown })?.errors;
    if (!Array.isArray(errors) || errors.length === 0) fail(`a ${status} without an errors array`);
    for (const error of errors as Record<string, unknown>[]) {
      if (error?.status !== String(status)) fail(`an error whose status ${JSON.stringify(error?.status)} is not "${status}"`);
      if (typeof error.code !== 'string' || error.code === '') fail('an error without a code');
      if (typeof error.title !== 'string' || error.title === '') fail('an error without a title');
      if (error.source !== undefined) {
        const source = error.source as Record<string, unknown>;
        if (typeof source.pointer !== 'string' && typeof source.parameter !== 'string')
          fail('an error source without pointer or parameter');
      }
    }
    if (status === 429 && answer.text.length > 0 && !/Réessayez dans \d+ s/.test(text)) fail('a 429 that does not say when to retry');
    if (isSheetExport && status === 501 && !text.includes('"code":"not-configured"')) fail('a 501 that is not the not-configured answer');
    return;
  }
  if (text === '') {
    if (status !== 204 && !(status >= 300 && status < 400)) fail(`a ${status} without a body`);
    return;
  }
  if (path === '/docs' && status === 200) {
    if (!type.startsWith('text/html')) fail(`/api/docs answered ${type}`);
    return;
  }
  if (!type.startsWith('application/vnd.api+json')) fail(`a ${status} with content type ${type}`);
  try {
    JSON.parse(text);
  } catch {
    fail(`a ${status} whose body is not JSON`);
  }
}

/** The whole run against one server; SQLite always, PostgreSQL too where PG_TEST_URL is set. */
function describeRandomRequests(dialect: 'sqlite' | 'postgresql') {
  describe(`the API under random requests (fast-check, ${dialect})`, () => {
    let server: TestServer;
    let agent: Agent;
    let target: URL;
    const sent = { total: 0, byKind: { query: 0, body: 0 }, byStatus: new Map<number, number>() };
    let nextAddress = 0;

    /** A fresh loopback address per anonymous write (each gets its own public-write quota); 1 in 8 from 127.0.0.1. */
    function sourceAddress(request: RandomRequest): string | undefined {
      if (request.identity !== 'anonymous' || request.method === 'GET') return undefined;
      nextAddress++;
      if (nextAddress % 8 === 0) return undefined;
      return `127.0.${1 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
    }

    function send(randomRequest: RandomRequest): Promise<Answer> {
      const headers: Record<string, string> = { accept: 'application/vnd.api+json' };
      if (randomRequest.identity === 'editor') headers.authorization = `Bearer ${server.editorToken}`;
      if (randomRequest.identity === 'admin') headers.authorization = `Bearer ${server.adminToken}`;
      if (randomRequest.identity === 'garbage-token') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjF9.';
      if (randomRequest.contentType !== undefined) headers['content-type'] = randomRequest.contentType;
      const body = randomRequest.body === undefined ? undefined : Buffer.from(randomRequest.body, 'utf8');
      if (body) headers['content-length'] = String(body.length);
      const localAddress = sourceAddress(randomRequest);
      sent.total++;
      return new Promise((resolve, reject) => {
        const outgoing = request(
          {
            host: target.hostname,
            port: target.port,
            method: randomRequest.method,
            path: onTheWire(`/api${randomRequest.path}`),
            headers,
            ...(localAddress ? { localAddress } : { agent }),
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const status = incoming.statusCode ?? 0;
              sent.byStatus.set(status, (sent.byStatus.get(status) ?? 0) + 1);
              resolve({
                status,
                contentType: String(incoming.headers['content-type'] ?? ''),
                text: Buffer.concat(chunks).toString('utf8'),
              });
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    }

    beforeAll(async () => {
      server = await startTestServer(dialect);
      target = new URL(server.url);
      agent = new Agent({ keepAlive: true, maxSockets: 1 });
    });

    afterAll(async () => {
      agent?.destroy();
      await server?.close();
      const statuses = [...sent.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(
        `random-requests (${dialect}): ${sent.total} requests sent (${sent.byKind.query} random query strings, ${sent.byKind.body} random bodies, fixed examples included); statuses: ${statuses}`,
      );
    });

    /**
     * Every violation is recorded (the shortest request of each kind is kept) rather than thrown at once, so that one
     * run reports every distinct problem with a reproducing request, not only the first one fast-check shrinks.
     */
    const violations = new Map<string, { request: RandomRequest; answer: Answer; count: number }>();

    async function sendAndCheck(randomRequest: RandomRequest): Promise<void> {
      const answer = await send(randomRequest);
      const why = checkAnswer(randomRequest, answer);
      if (!why) return;
      const seen = violations.get(why);
      const size = (r: RandomRequest) => r.path.length + (r.body?.length ?? 0);
      if (!seen || size(randomRequest) < size(seen.request))
        violations.set(why, { request: randomRequest, answer, count: (seen?.count ?? 0) + 1 });
      else seen.count++;
    }

    function report(): string {
      return [...violations]
        .map(
          ([why, { request: r, answer, count }]) => `• ${why} (${count}×), e.g.\n  ${describeRequest(r, answer).replaceAll('\n', '\n  ')}`,
        )
        .join('\n');
    }

    it(`answers ${QUERY_RUNS} random GETs with random query strings without a 5xx, and every 4xx as a JSON:API error document`, async () => {
      await fc.assert(
        fc.asyncProperty(randomGet, async (randomRequest) => {
          sent.byKind.query++;
          await sendAndCheck(randomRequest);
        }),
        {
          numRuns: QUERY_RUNS,
          examples: [
            [{ method: 'GET', path: '/products?filter[name]=x', identity: 'anonymous' }],
            [{ method: 'GET', path: `/products?filter[slug]=${'a,'.repeat(2_000)}a`, identity: 'admin' }],
            [{ method: 'GET', path: '/products?page[offset]=999999999999999&page[limit]=100', identity: 'anonymous' }],
            [{ method: 'GET', path: '/loans-search?category=pret-hypothecaire&amount=1e309&duration=300', identity: 'anonymous' }],
            [{ method: 'GET', path: '/loanstat?product=1&from=2026-13-45', identity: 'anonymous' }],
            [{ method: 'GET', path: '/users?fields[users]=password', identity: 'admin' }],
            // Found by this property once, kept as fixed examples: a NUL byte in a filter or a search, and paths
            // under /api that no route matches.
            [{ method: 'GET', path: '/articles?filter[search]=a%00b', identity: 'anonymous' }],
            [{ method: 'GET', path: '/categories?filter[slug]=a%00b', identity: 'editor' }],
            [{ method: 'GET', path: '', identity: 'anonymous' }],
            [{ method: 'GET', path: '/products/1/advertiser', identity: 'anonymous' }],
            // Found once too: an address over Node's 16 KB head, refused by its parser before any handler (a 431,
            // now a JSON:API document: malformed-request-answer.ts answerClientError).
            [{ method: 'GET', path: `/articles?filter[search]=${'x'.repeat(20_000)}`, identity: 'garbage-token' }],
          ],
        },
      );
      expect(violations.size, `violations:\n${report()}`).toBe(0);
    }, 300_000);

    it(`answers ${BODY_RUNS} random POST / PATCH bodies without a 5xx, and every 4xx as a JSON:API error document`, async () => {
      violations.clear();
      await fc.assert(
        fc.asyncProperty(randomWrite, async (randomRequest) => {
          sent.byKind.body++;
          await sendAndCheck(randomRequest);
        }),
        {
          numRuns: BODY_RUNS,
          examples: [
            [
              {
                method: 'POST',
                path: '/articles',
                identity: 'editor',
                contentType: 'application/vnd.api+json',
                body: JSON.stringify({ data: { type: 'articles', attributes: { title: 'x'.repeat(2 * 1024 * 1024) } } }),
              },
            ],
            [{ method: 'POST', path: '/leads', identity: 'anonymous', contentType: 'text/plain', body: '{"data":{}}' }],
            [
              {
                method: 'PATCH',
                path: '/articles/1',
                identity: 'editor',
                contentType: 'application/json',
                body: '{"data":{"type":"articles","id":"2","attributes":{}}}',
              },
            ],
            [
              {
                method: 'POST',
                path: '/auth/login',
                identity: 'anonymous',
                contentType: 'application/json',
                body: '{"email":"nobody@example.com","password":"x"}',
              },
            ],
            // Found by this property once, kept as fixed examples: a NUL byte in a text attribute, and a method
            // no route of the path answers.
            [
              {
                method: 'POST',
                path: '/loggederror',
                identity: 'anonymous',
                contentType: 'application/vnd.api+json',
                body: JSON.stringify({ data: { type: 'loggederror', attributes: { content: 'a\u0000b', url: '/simulateur' } } }),
              },
            ],
            [
              {
                method: 'POST',
                path: '/authors',
                identity: 'editor',
                contentType: 'application/vnd.api+json',
                body: JSON.stringify({ data: { type: 'authors', attributes: { name: 'a\u0000b', slug: 'auteur-nul' } } }),
              },
            ],
            [{ method: 'PATCH', path: '/loans-search', identity: 'editor', contentType: 'application/json', body: '{}' }],
            // Half of a surrogate pair, escaped in JSON: PostgreSQL refused to store it (a 500 once).
            [
              {
                method: 'POST',
                path: '/leads',
                identity: 'editor',
                contentType: 'application/vnd.api+json',
                body: '{"data":{"type":"leads","attributes":{"kind":"contact","firstName":"Marc","lastName":"Weber","email":"marc@example.org","country":"LUX","message":"\\udfff","consent":{"given":true,"text":"J’accepte d’être contacté.","version":"2026-11"}}}}',
              },
            ],
          ],
        },
      );
      expect(violations.size, `violations:\n${report()}`).toBe(0);
    }, 300_000);

    it('sent at least 2 000 requests', () => {
      console.log(
        `random-requests (${dialect}): ${sent.total} requests sent so far (${sent.byKind.query} query strings, ${sent.byKind.body} bodies)`,
      );
      expect(sent.byKind.query + sent.byKind.body).toBeGreaterThanOrEqual(2_000);
    });
  });
}

describeRandomRequests('sqlite');
if (process.env.PG_TEST_URL) describeRandomRequests('postgresql');
// Said, not silently skipped: CI always sets PG_TEST_URL.
else
  console.warn('random requests: PostgreSQL half skipped, PG_TEST_URL is not set (CI sets it to postgres://postgres@127.0.0.1:5432/test).');
