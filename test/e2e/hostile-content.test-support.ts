import { frenchTypography } from '@pretscope/core';
import type { TestServer } from '../api/test-server.test-support.ts';
import {
  HOSTILE_HTTP_URLS,
  HOSTILE_IMAGE_PATHS,
  markdownCorpus,
  packPayloads,
  PLAIN_TEXT_PAYLOADS,
  REFUSED_IMAGE_REFERENCES,
  REFUSED_URLS,
} from '../support/injection-corpus.test-support.ts';

/**
 * Hostile content stored through the back office's own form endpoints (the POSTs its edit screens send, with the
 * session cookie of a real browser log-in): the same code path as a person typing, field by field. Every text field
 * of every type the back office edits gets payloads: plain-text fields the short payloads (packed to the field's
 * length, spread over several records when they do not all fit), markdown fields the whole markup and markdown corpus
 * with a visible sentence around it, link and image fields hostile but valid URLs.
 */

/** A page to open and what of the stored content must show on it as text (proof the field reached the page). */
export interface PageToCheck {
  path: string;
  /** Texts that must be in the page's text, as written (escaped, not interpreted). */
  visible: string[];
  /** A text the document title must contain. */
  title?: string;
  /** A text the meta description (an attribute) must contain. */
  description?: string;
  /** For edit screens: the markdown preview must show this text once rendered. */
  preview?: string;
}

export interface StoredContent {
  publicPages: PageToCheck[];
  adminPages: PageToCheck[];
  /** The fields that received payloads, as `type.field` (for the report and a coverage check). */
  fields: Set<string>;
}

type Fields = [string, string][];

/** The back office's form endpoints, with a session cookie. */
export class BackOffice {
  private readonly server: TestServer;
  private readonly cookie: string;

  constructor(server: TestServer, cookie: string) {
    this.server = server;
    this.cookie = cookie;
  }

  post(path: string, fields: Fields): Promise<Response> {
    return fetch(`${this.server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: this.server.url, cookie: this.cookie },
      body: new URLSearchParams(fields),
    });
  }

  /** Creates a record through `/_admin_/{segment}/new` and answers its id (the redirect's address names it). */
  async create(segment: string, fields: Fields): Promise<number> {
    const answer = await this.post(`/_admin_/${segment}/new`, [['intent', 'save'], ...fields]);
    const location = answer.headers.get('location') ?? '';
    const id = /\/_admin_\/[\w-]+\/(\d+)\?notice=created$/.exec(location)?.[1];
    if (answer.status !== 302 || !id) throw new Error(`creating ${segment} answered ${answer.status}: ${formErrors(await answer.text())}`);
    return Number(id);
  }

  /** Saves a record through `/_admin_/{segment}/{id}` (the form sends every field). */
  async update(segment: string, id: number, fields: Fields): Promise<void> {
    const answer = await this.post(`/_admin_/${segment}/${id}`, [['intent', 'save'], ...fields]);
    if (answer.status !== 200) throw new Error(`saving ${segment} ${id} answered ${answer.status}: ${formErrors(await answer.text())}`);
  }

  /** A save the form must refuse: its status and the French message shown beside each field. */
  async refusal(segment: string, id: number | 'new', fields: Fields): Promise<{ status: number; errors: Record<string, string> }> {
    const answer = await this.post(`/_admin_/${segment}/${id}`, [['intent', 'save'], ...fields]);
    return { status: answer.status, errors: fieldErrors(await answer.text()) };
  }
}

/** The messages beside the fields of a refused form, by field name (`<p class="field-error" id="champ-{name}-error">`). */
function fieldErrors(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<p class="field-error" id="champ-([^"]+)-error">([^<]+)</g)].map((match) => [match[1]!, match[2]!]),
  );
}

function formErrors(html: string): string {
  return (
    Object.entries(fieldErrors(html))
      .map(([field, message]) => `${field}: ${message}`)
      .join(' | ') || html.slice(0, 300)
  );
}

/** The short payloads packed into one text of at most `maxLength`, for record `round` (cycling when fewer). */
function plain(maxLength: number, round: number): string {
  const chunks = packPayloads(maxLength);
  return chunks[round % chunks.length]!;
}

/**
 * A plain-text field's payloads as the store keeps them and the pages show them: the French text a visitor reads is
 * stored in French typography (decision 0017: « &gt; » before a space gets a narrow space before its « ; »).
 */
const stored = (text: string) => frenchTypography(text);

/** How many records of each type it takes for every short payload to land in every 200-character field. */
export const ROUNDS = packPayloads(200).length;

/**
 * Stores the hostile content: per round an author, an advertiser, a category, a product (with one rate, so it is
 * compared on the category's page) and a published article; then the legal pages, users, and a visitor's request
 * sent through the public contact form (its message is shown in the back office). Answers the pages to check.
 */
export async function storeHostileContent(
  server: TestServer,
  office: BackOffice,
  stamp: string,
  { authorOfFirstRound }: { authorOfFirstRound?: number } = {},
): Promise<StoredContent> {
  const fields = new Set<string>();
  const note = (type: string, ...names: string[]) => names.forEach((name) => fields.add(`${type}.${name}`));
  const publicPages: PageToCheck[] = [];
  const adminPages: PageToCheck[] = [];
  const marker = (type: string, field: string, round: number) => `Texte visible ${type} ${field} ${round} ${stamp}.`;

  for (let round = 0; round < ROUNDS; round += 1) {
    const slug = (type: string) => `hostile-${type}-${round}-${stamp}`;
    const name = plain(200, round);

    // Author.
    let authorId: number;
    // The first round's author may have been typed into the real form already (its slug is the same).
    if (round === 0 && authorOfFirstRound) authorId = authorOfFirstRound;
    else {
      authorId = await office.create('authors', [
        ['name', name],
        ['slug', slug('auteur')],
        ['avatar', HOSTILE_IMAGE_PATHS[0]!.text],
        ['bio', markdownCorpus(marker('authors', 'bio', round))],
      ]);
    }
    note('authors', 'name', 'avatar', 'bio');

    // Advertiser.
    const advertiserSlug = slug('annonceur');
    const advertiserId = await office.create('advertisers', [
      ['name', name],
      ['slug', advertiserSlug],
      ['advertisersCategory', 'banque'],
      ['country', 'LUX'],
      ['website', HOSTILE_HTTP_URLS[round % HOSTILE_HTTP_URLS.length]!.text],
      ['logo', HOSTILE_IMAGE_PATHS[0]!.text],
      ['description', markdownCorpus(marker('announcers', 'description', round))],
      ['isIndexed', 'on'],
      ['comment', plain(5_000, round)],
      ['metaTitle', plain(200, round + 1)],
      ['metaDesc', plain(500, round + 1)],
    ]);
    note('announcers', 'name', 'website', 'logo', 'description', 'comment', 'metaTitle', 'metaDesc');

    // Category (not excluded: the checkbox is left out, so it has a public page).
    const categorySlug = slug('categorie');
    const categoryId = await office.create('categories', [
      ['name', name],
      ['slug', categorySlug],
      ['title', plain(200, round + 1)],
      ['summary', plain(1_000, round)],
      ['description', markdownCorpus(marker('categories', 'description', round))],
      ['comment', plain(5_000, round)],
      ['config.amounts', '10 000\n20 000'],
      ['config.amountIndex', '10 000'],
      ['config.durations', '60\n120'],
      ['config.durationIndex', '60'],
      ['config.durationUnit', 'month'],
      ['config.bounds.minAmount', '1 000'],
      ['config.bounds.maxAmount', '100 000'],
      ['config.bounds.minDuration', '12'],
      ['config.bounds.maxDuration', '240'],
      ['faq.0.question', plain(500, round)],
      ['faq.0.answer', plain(5_000, round)],
      ['faq.1.question', plain(500, round + 1)],
      ['faq.1.answer', markdownCorpus(marker('categories', 'faq', round)).slice(0, 5_000)],
      ['metaTitle', plain(200, round + 2)],
      ['metaDesc', plain(500, round + 1)],
    ]);
    note('categories', 'name', 'title', 'summary', 'description', 'comment', 'faq.question', 'faq.answer', 'metaTitle', 'metaDesc');

    // Product, with one rate at the category's preset amount and duration.
    const productSlug = slug('produit');
    // A tag may have 50 characters as stored (typeset).
    const tags = PLAIN_TEXT_PAYLOADS.map((item) => item.text)
      .filter((text) => stored(text).length <= 50)
      .slice(0, 20);
    const productId = await office.create('products', [
      ['name', name],
      ['slug', productSlug],
      ['advertiserId', String(advertiserId)],
      ['categories', String(categoryId)],
      ['link', HOSTILE_HTTP_URLS[round % HOSTILE_HTTP_URLS.length]!.text],
      ['idBtn', `bouton-${round}`],
      ['config.linkSubtext', plain(200, round + 2)],
      ['tags', tags.join(', ')],
      ['info', markdownCorpus(marker('products', 'info', round))],
      ['test', markdownCorpus(marker('products', 'test', round))],
      ['comment', plain(5_000, round)],
      ['isActive', 'on'],
      ['brokerLink', HOSTILE_HTTP_URLS[(round + 1) % HOSTILE_HTTP_URLS.length]!.text],
      ['brokerProduct', plain(200, round + 3)],
      ['metaTitle', plain(200, round + 1)],
      ['metaDesc', plain(500, round + 2)],
    ]);
    note(
      'products',
      'name',
      'link',
      'config.linkSubtext',
      'tags',
      'info',
      'test',
      'comment',
      'brokerLink',
      'brokerProduct',
      'metaTitle',
      'metaDesc',
    );
    const rate = await office.post(`/_admin_/products/${productId}`, [
      ['intent', 'loan-create'],
      ['loan.rate', '3,1'],
      ['loan.amount', '10000'],
      ['loan.duration', '60'],
    ]);
    if (rate.status !== 200) throw new Error(`adding a rate answered ${rate.status}`);

    // Article, published today under the author.
    const articleSlug = slug('article');
    const articleId = await office.create('articles', [
      ['title', name],
      ['slug', articleSlug],
      ['subcategory', ''],
      ['authorId', String(authorId)],
      ['summary', plain(1_000, round)],
      ['image', HOSTILE_IMAGE_PATHS[0]!.text],
      ['content', markdownCorpus(marker('articles', 'content', round))],
      ['isPublished', 'on'],
      ['publishedAt', ''],
      ['metaTitle', plain(200, round + 1)],
      ['metaDesc', plain(500, round + 1)],
    ]);
    note('articles', 'title', 'summary', 'image', 'content', 'metaTitle', 'metaDesc');

    publicPages.push(
      {
        path: `/${categorySlug}`,
        visible: [
          stored(name),
          stored(plain(200, round + 1)),
          stored(plain(500, round)),
          stored(plain(5_000, round)),
          marker('categories', 'description', round),
        ],
        title: stored(plain(200, round + 2)),
        description: stored(plain(500, round + 1)),
      },
      {
        path: `/banques-et-courtiers/${advertiserSlug}`,
        visible: [stored(name), marker('announcers', 'description', round)],
        title: stored(plain(200, round + 1)),
        description: stored(plain(500, round + 1)),
      },
      {
        path: `/banques-et-courtiers/${advertiserSlug}/${productSlug}`,
        visible: [stored(name), marker('products', 'info', round)],
        title: stored(plain(200, round + 1)),
        description: stored(plain(500, round + 2)),
      },
      {
        path: `/articles/${articleSlug}`,
        visible: [stored(name), marker('articles', 'content', round)],
        title: stored(plain(200, round + 1)),
        description: stored(plain(500, round + 1)),
      },
      { path: `/auteurs/${slug('auteur')}`, visible: [marker('authors', 'bio', round)] },
    );
    adminPages.push(
      { path: `/_admin_/authors/${authorId}`, visible: [], preview: marker('authors', 'bio', round) },
      { path: `/_admin_/advertisers/${advertiserId}`, visible: [stored(name)], preview: marker('announcers', 'description', round) },
      { path: `/_admin_/categories/${categoryId}`, visible: [stored(name)], preview: marker('categories', 'description', round) },
      { path: `/_admin_/products/${productId}`, visible: [stored(name)], preview: marker('products', 'info', round) },
      { path: `/_admin_/articles/${articleId}`, visible: [stored(name)], preview: marker('articles', 'content', round) },
    );
  }

  // Legal pages live at fixed addresses: the stored ones are edited in place.
  const legal = (await (await server.api('/legalpages?fields[legalpages]=slug&page[limit]=100', { token: server.adminToken })).json()) as {
    data: { id: string; attributes: { slug: string } }[];
  };
  for (const [index, page] of legal.data.entries()) {
    const title = plain(200, index);
    await office.update('legal-pages', Number(page.id), [
      ['title', title],
      ['slug', page.attributes.slug],
      ['content', markdownCorpus(marker('legalpages', 'content', index))],
    ]);
    publicPages.push({ path: `/${page.attributes.slug}`, visible: [stored(title), marker('legalpages', 'content', index)] });
    if (index === 0)
      adminPages.push({
        path: `/_admin_/legal-pages/${page.id}`,
        visible: [stored(title)],
        preview: marker('legalpages', 'content', index),
      });
  }
  note('legalpages', 'title', 'content');

  // Users (the back office shows their names).
  const userChunks = packPayloads(100);
  for (const [index, chunk] of userChunks.entries()) {
    const id = await office.create('users', [
      ['firstName', chunk],
      ['lastName', userChunks[(index + 1) % userChunks.length]!],
      ['email', `hostile-${index}-${stamp}@pretscope.example`],
      ['roles', 'editor'],
      ['password', `mot-de-passe-hostile-${stamp}`],
    ]);
    if (index === 0) adminPages.push({ path: `/_admin_/users/${id}`, visible: [] });
  }
  note('users', 'firstName', 'lastName');

  // A visitor's request, through the public contact form: its message lands in the back office.
  const message = packPayloads(5_000)[0]!;
  const contact = await fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url },
    body: new URLSearchParams({
      firstName: 'Jeanne',
      lastName: 'Hostile',
      email: `visiteur-${stamp}@pretscope.example`,
      phone: '',
      country: 'LUX',
      message,
      consent: 'on',
      site_internet_ref: '',
    }),
  });
  if (contact.status !== 303) throw new Error(`the contact form answered ${contact.status}`);
  note('leads', 'message');
  const leads = (await (
    await server.api(`/leads?filter[search]=${encodeURIComponent(`visiteur-${stamp}`)}&fields[leads]=email`, { token: server.adminToken })
  ).json()) as { data: { id: string }[] };
  if (leads.data.length === 1) adminPages.push({ path: `/_admin_/leads/${leads.data[0]!.id}`, visible: [message] });
  else throw new Error(`the contact request was not found among the leads (${leads.data.length})`);

  // The lists, searched for the hostile records (the search box is one more field that shows what it is given).
  for (const segment of ['articles', 'authors', 'categories', 'advertisers', 'products', 'legal-pages', 'users', 'leads']) {
    adminPages.push({ path: `/_admin_/${segment}?q=${encodeURIComponent("__pwned('t-script')")}`, visible: [] });
  }
  adminPages.push({ path: '/_admin_', visible: [] }, { path: '/_admin_/tracker', visible: [] });

  publicPages.push(
    { path: '/', visible: [] },
    { path: '/articles', visible: [stored(plain(200, 0))] },
    { path: '/banques-et-courtiers', visible: [stored(plain(200, 0))] },
    { path: `/recherche?q=${encodeURIComponent('__pwned')}`, visible: [stored(plain(200, 0))] },
  );
  return { publicPages, adminPages, fields };
}

/** Links and image references the forms must refuse, with the field each goes to. */
export const REFUSALS: readonly { segment: string; field: string; values: readonly string[] }[] = [
  { segment: 'products', field: 'link', values: REFUSED_URLS.map((item) => item.text) },
  { segment: 'products', field: 'brokerLink', values: REFUSED_URLS.map((item) => item.text) },
  { segment: 'advertisers', field: 'website', values: REFUSED_URLS.map((item) => item.text) },
  { segment: 'advertisers', field: 'logo', values: REFUSED_IMAGE_REFERENCES.map((item) => item.text) },
  { segment: 'articles', field: 'image', values: REFUSED_IMAGE_REFERENCES.map((item) => item.text) },
  { segment: 'authors', field: 'avatar', values: REFUSED_IMAGE_REFERENCES.map((item) => item.text) },
];
