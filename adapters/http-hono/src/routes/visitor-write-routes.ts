import { Hono } from 'hono';
import { createResource, type Clock, type PasswordHasher } from '@pretscope/core';
import type { ApiEnv } from '../api-deps.ts';
import { attributesOf, createdAnswer } from '../resource-documents.ts';

/**
 * What visitors send through the JSON API, each at its own address: a request (`POST /api/leads`), a rate reminder
 * (`POST /api/reminders`) and an error logged by a browser (`POST /api/loggederror`). Each route reads the JSON:API
 * document, calls its use case and answers 201 with the record and its Location, as the generic `POST /:type` did;
 * registered before it, which is left to staff writes. Whoever sends, staff included, the same use case runs.
 *
 * Anonymous POSTs are rate-limited per address and type (PUBLIC_WRITE) by create-api.ts before any route, these
 * included; the guide by e-mail (`POST /api/ebook/send`) is a call of spec §7, in call-routes.ts.
 */
export function visitorWriteRoutes({ siteUrl, passwords, clock }: { siteUrl: string; passwords: PasswordHasher; clock: Clock }) {
  const app = new Hono<ApiEnv>();

  // Stored with the e-mails (and the partner's webhook) it causes, as the site's forms store it (core submitLead).
  app.post('/leads', async (c) => {
    const attributes = await attributesOf(c, 'leads', undefined);
    return createdAnswer(c, siteUrl, await c.get('scope').useCases.submitLead({ actor: c.get('actor'), attributes }));
  });

  // Stored unconfirmed, with its confirmation e-mail (core submitReminder, double opt-in).
  app.post('/reminders', async (c) => {
    const attributes = await attributesOf(c, 'reminders', undefined);
    return createdAnswer(c, siteUrl, await c.get('scope').useCases.submitReminder({ actor: c.get('actor'), attributes }));
  });

  // Stamped with the address the server saw (truncated), never one the browser sends (core write rules, spec §8).
  app.post('/loggederror', async (c) => {
    const attributes = await attributesOf(c, 'loggederror', undefined);
    const created = await createResource(
      { resources: c.get('scope').stores.resources, passwords, clock },
      { actor: c.get('actor'), type: 'loggederror', attributes, clientIp: c.get('clientIp') ?? null },
    );
    return createdAnswer(c, siteUrl, created);
  });

  return app;
}
