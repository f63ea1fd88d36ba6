import { createContainer, readConfig, type Container } from '@pretscope/compose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appContext } from '../app-context.ts';
import type { WebRequestScope } from '../request-scope.ts';
import { handleError, isLoggableError, logServerError, routeUrlOf } from './server-render-errors.server.ts';

/** What React Router makes of a thrown 404 or of a URL no route matches (an ErrorResponse). */
const notFound = {
  status: 404,
  statusText: 'Not Found',
  internal: true,
  data: 'Error: No route matches URL "/x"',
  error: new Error('No route matches URL "/x"'),
};

describe('the route’s URL of a request', () => {
  it('is the document’s path and query', () => {
    expect(routeUrlOf(new Request('http://localhost/pret-hypothecaire?montant=200000&duree=20'))).toBe(
      '/pret-hypothecaire?montant=200000&duree=20',
    );
    expect(routeUrlOf(new Request('http://localhost/'))).toBe('/');
  });

  it('is the page a client navigation’s data request is for', () => {
    expect(routeUrlOf(new Request('http://localhost/pret-hypothecaire/simulation.data?montant=1&_routes=root%2Croutes%2Fsimulation'))).toBe(
      '/pret-hypothecaire/simulation?montant=1',
    );
    // The home page's, and a path written with its trailing slash (React Router 8's trailing-slash-aware data URLs).
    expect(routeUrlOf(new Request('http://localhost/_.data?_routes=root'))).toBe('/');
    expect(routeUrlOf(new Request('http://localhost/articles/_.data?page=2&_routes=root%2Croutes%2Farticles'))).toBe('/articles/?page=2');
  });
});

describe('which errors are logged', () => {
  it('failures, and not the answers the site gives on purpose nor visitors who left', () => {
    const request = new Request('http://localhost/');
    expect(isLoggableError(new Error('boom'), request)).toBe(true);
    expect(isLoggableError({ ...notFound, status: 500, statusText: 'Internal Server Error' }, request)).toBe(true);
    expect(isLoggableError(notFound, request)).toBe(false);
    expect(isLoggableError({ ...notFound, status: 405, statusText: 'Method Not Allowed' }, request)).toBe(false);
    const controller = new AbortController();
    controller.abort();
    expect(isLoggableError(new Error('boom'), new Request('http://localhost/', { signal: controller.signal }))).toBe(false);
  });
});

describe('handleError with the real store (SQLite through the container)', () => {
  let container: Container;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pretscope-handle-error-'));
    container = await createContainer(readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-password-for-tests' }, dataDir));
    await container.database.migrate();
  });
  afterAll(async () => {
    await container?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  /** The router context the server builds for a request (create-server-app.ts), from the visitor's address. */
  function contextFor(clientIp: string | null): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(appContext, { ...container.requestScope(), site: container.site, clientIp } as unknown as WebRequestScope);
    return context;
  }

  async function loggedErrors() {
    const page = await container.requestScope().stores.resources.list({
      type: 'loggederror',
      filter: {},
      fields: {},
      sort: [{ field: 'id', direction: 'asc' }],
      page: { offset: 0, limit: 100 },
      include: [],
    });
    if (!page.ok) throw new Error(page.error.type);
    return page.value.records.map((record) => record.attributes);
  }

  it('stores « error : … », the route’s URL, sheet global and the truncated address the server saw', async () => {
    const before = (await loggedErrors()).length;
    const error = new TypeError("Cannot read properties of undefined (reading 'rate')");
    await logServerError(error, {
      request: new Request('http://localhost/pret-hypothecaire.data?montant=200000&_routes=root'),
      context: contextFor('203.0.113.57'),
    });
    const stored = (await loggedErrors()).slice(before);
    expect(stored).toEqual([expect.objectContaining({ url: '/pret-hypothecaire?montant=200000', sheet: 'global', ip: '203.0.113.0' })]);
    expect(String(stored[0]?.content)).toMatch(/^error : TypeError: Cannot read properties of undefined \(reading 'rate'\)\n\s+at /);
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('stores the error React Router wrapped in a 500 answer, not the wrapper', async () => {
    const before = (await loggedErrors()).length;
    await logServerError(
      { status: 500, statusText: 'Internal Server Error', internal: true, data: '', error: new Error('loader en panne') },
      { request: new Request('http://localhost/articles'), context: contextFor(null) },
    );
    expect((await loggedErrors()).slice(before)).toEqual([
      expect.objectContaining({ url: '/articles', ip: null, content: expect.stringMatching(/^error : loader en panne/) }),
    ]);
  });

  it('stores nothing for a 404, and nothing (without failing) before the server set the request’s use cases', async () => {
    const before = (await loggedErrors()).length;
    await logServerError(notFound, { request: new Request('http://localhost/x'), context: contextFor('203.0.113.57') });
    await logServerError(new Error('trop tôt'), { request: new Request('http://localhost/'), context: new RouterContextProvider() });
    expect((await loggedErrors()).length).toBe(before);
  });

  it('as React Router’s hook, returns at once and logs beside the answer', async () => {
    const before = (await loggedErrors()).length;
    const returned = handleError(new Error('rendu impossible'), {
      request: new Request('http://localhost/banques-et-courtiers'),
      params: {},
      context: contextFor('2001:db8:85a3:8d3:1319:8a2e:370:7348'),
    });
    expect(returned).toBeUndefined();
    await vi.waitFor(async () => expect((await loggedErrors()).length).toBe(before + 1));
    expect((await loggedErrors()).at(-1)).toMatchObject({ url: '/banques-et-courtiers', ip: '2001:db8:85a3::' });
  });
});
