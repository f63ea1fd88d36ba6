import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount } from './admin.test-support.ts';
import { PG_TEST_URL } from '@pretscope/persistence-mikroorm';

const SEGMENTS = ['advertisers', 'articles', 'authors', 'categories', 'legal-pages', 'products', 'users', 'leads'];
const INTENTS = ['save', 'delete', 'loan-create', 'loan-update', 'loan-delete', 'recompute', 'inconnu', ''];
const FIELD_NAMES = [
  'name',
  'slug',
  'title',
  'email',
  'roles',
  'password',
  'advertiserId',
  'categories',
  'config.amounts',
  'config.amountIndex',
  'config.bounds.minAmount',
  'faq.0.question',
  'faq.99999999.answer',
  'loan.rate',
  'loan.day',
  'loanId',
  'confirm',
  'status',
  'publishedAt',
  'tags',
  'isActive',
  'logo',
  '__proto__',
  'constructor.prototype',
];

/**
 * Hostile input against the back office, logged in: whatever arrives, the answer is a page or a refusal, never a
 * 500. On both databases: PostgreSQL refuses some texts SQLite keeps (a NUL character).
 */
describe.each(['sqlite', 'postgresql'] as const)('back office under random and hostile requests (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    if (dialect === 'postgresql' && !PG_TEST_URL) return;
    server = await startTestServer(dialect);
    const account = await createAccount(server, 'admin');
    const login = await fetch(`${server.url}/_admin_/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams(account),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^pretscope_admin=ey/);
  });
  afterAll(async () => server?.close());

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '-1',
      '1e309',
      'NaN',
      '2026-02-31',
      '99999999999999999999',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'ß'.repeat(300),
      '1,5',
      'on',
      'oui',
    ),
  );

  const skip = dialect === 'postgresql' && !PG_TEST_URL;
  if (skip) console.warn('admin hostile requests: PostgreSQL half skipped, PG_TEST_URL is not set.');

  it.skipIf(skip)('answers random form posts to every edit screen without a 5xx', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SEGMENTS),
        fc.constantFrom('new', '1', '2', '999999', 'abc', '-1', '0', '1.5'),
        fc.constantFrom(...INTENTS),
        fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), text), { maxLength: 12 }),
        async (segment, id, intent, fields) => {
          const body = new URLSearchParams([['intent', intent], ...fields]);
          const answer = await fetch(`${server.url}/_admin_/${segment}/${id}`, {
            method: 'POST',
            redirect: 'manual',
            headers: { origin: server.url, cookie },
            body,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status, `${segment}/${id} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 250 },
    );
    console.log('admin posts:', [...statuses].map(([status, count]) => `${status}×${count}`).join(' '));
  });

  it.skipIf(skip)('answers random list queries without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SEGMENTS, 'tracker', 'leads/export.csv'),
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'q',
              'sort',
              'page',
              'country',
              'categories',
              'advertiserId',
              'isActive',
              'status',
              'roles',
              'jours',
              'produit',
              'annonceur',
              'redirect',
            ),
            text,
          ),
          { maxLength: 6 },
        ),
        async (segment, params) => {
          const answer = await fetch(`${server.url}/_admin_/${segment}?${new URLSearchParams(params)}`, { headers: { cookie } });
          expect(answer.status, `${segment}?${new URLSearchParams(params)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it.skipIf(skip)('refuses an oversized form with a French message, before reading it', async () => {
    const answer = await fetch(`${server.url}/_admin_/articles/new`, {
      method: 'POST',
      headers: { origin: server.url, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: `intent=save&content=${'a'.repeat(9 * 1024 * 1024)}`,
    });
    expect(answer.status).toBe(413);
  });

  it.skipIf(skip)('renders the preview only for staff and never runs what it is given', async () => {
    const anonymous = await fetch(`${server.url}/_admin_/markdown-preview`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams({ markdown: '# x' }),
    });
    expect(anonymous.status).toBe(302);
    const preview = await fetch(`${server.url}/_admin_/markdown-preview`, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: new URLSearchParams({ markdown: '```warning\nAttention\n```\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>' }),
    });
    const { html } = (await preview.json()) as { html: string };
    expect(html).toContain('md-block--warning');
    expect(html).not.toMatch(/onerror|<script/);
  });
});
