import { creditWarnings, type MarketCountry } from '@pretscope/core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * What the issue 16 tests share: the two days around France's switch to the CCD2 warning (19 and 20 November 2026),
 * a real server on a fixed clock for each, and the page's text as a reader gets it.
 */
export const DAYS = { '2026-11-19': new Date('2026-11-19T12:00:00Z'), '2026-11-20': new Date('2026-11-20T12:00:00Z') } as const;
export type Day = keyof typeof DAYS;
export const MARKETS: readonly MarketCountry[] = ['LUX', 'BE', 'FR'];
/** Every credit warning core holds, of any country and day. */
export const EVERY_WARNING = [...new Set(creditWarnings.map((entry) => entry.text))];

/** One server over the demo data for each day, its clock fixed at noon (UTC) of that day; closed after the file. */
export function serversOnDays(): Map<Day, TestServer> {
  const servers = new Map<Day, TestServer>();
  beforeAll(async () => {
    for (const [day, date] of Object.entries(DAYS) as [Day, Date][])
      servers.set(day, await startTestServer('sqlite', {}, { clock: { now: () => date } }));
  }, 240_000);
  afterAll(async () => {
    for (const server of servers.values()) await server.close();
  });
  return servers;
}

/** The page's text as a reader gets it: scripts and tags out, React's text separators out, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}
