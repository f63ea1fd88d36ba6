import { CCD2_APPLICATION_DATE, creditWarnings, type MarketCountry } from '@pretscope/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../adapters/ebook-pdfkit/src/read-pdf-text.test-support.ts';
import { partOfType, readMime } from '../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { DAYS, EVERY_WARNING, serversOnDays, type Day } from './legal-days.test-support.ts';

/**
 * Issue 16, the guide: a visitor asks for it on /ebook (or through the API), the e-mail is sent, and the PDF it
 * carries prints the credit warning of the visitor's country on the day it is sent — each market's, under its
 * countries' names, when the site does not know the country. Requester (LUX, BE, FR, none; form and API) × day
 * (19 and 20 November 2026), two servers on fixed clocks.
 */
const CONSENT = { given: true, text: 'J’accepte de recevoir le guide.', version: '2026-11' };

/** Core's wording of a country from a day: the expectations name the dated entry, never a copy of its text. */
function wording(country: MarketCountry, validFrom: string): string {
  const entry = creditWarnings.find((candidate) => candidate.country === country && candidate.validFrom === validFrom);
  if (!entry) throw new Error(`no warning of ${country} from ${validFrom}`);
  return entry.text;
}
const ON: Record<Day, Record<MarketCountry, string>> = {
  '2026-11-19': { LUX: wording('LUX', '2011-04-12'), BE: wording('BE', '2015-04-01'), FR: wording('FR', '2010-09-01') },
  '2026-11-20': { LUX: wording('LUX', CCD2_APPLICATION_DATE), BE: wording('BE', '2015-04-01'), FR: wording('FR', CCD2_APPLICATION_DATE) },
};
/** Text as the PDF reader gives it back: it reads the no-break spaces of French typography (« : », « ! ») as spaces. */
const asRead = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** What a guide for an unknown country reads. */
const UNKNOWN: Record<Day, string[]> = {
  '2026-11-19': [`Luxembourg et France : ${asRead(ON['2026-11-19'].FR)}`, `Belgique : ${asRead(ON['2026-11-19'].BE)}`],
  '2026-11-20': [`Luxembourg et Belgique : ${asRead(ON['2026-11-20'].BE)}`, `France : ${asRead(ON['2026-11-20'].FR)}`],
};

/** The PDF with its Flate streams inflated, so that the uncompressed-PDF reader can read it as sent. */
describe('the guide’s credit warnings, as sent', () => {
  const servers = serversOnDays();

  /** The text of the guide attached to the last e-mail sent to `address` by the server of `day`. */
  async function guideSentTo(day: Day, address: string): Promise<string> {
    const server = servers.get(day)!;
    await server.container.flushOutbox();
    const folder = join(server.dataDir, 'outbox');
    const mail = readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readMime(readFileSync(join(folder, file))))
      .filter((candidate) => candidate.headers.get('to') === address)
      .at(-1);
    const pdf = mail ? partOfType(mail, 'application/pdf')?.body : undefined;
    if (!pdf) throw new Error(`no guide sent to ${address}`);
    return readPdfText(pdf).text;
  }

  async function askOnTheSite(day: Day, address: string, country: MarketCountry | undefined): Promise<void> {
    const answer = await fetch(`${servers.get(day)!.url}/ebook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(country ? { cookie: `pays=${country}` } : {}) },
      body: new URLSearchParams({ email: address, consent: 'on' }),
      redirect: 'manual',
    });
    expect(answer.status, await answer.clone().text()).toBe(303);
  }

  for (const day of Object.keys(DAYS) as Day[]) {
    it(`on ${day}, a visitor who chose a country gets its warning of the day alone`, async () => {
      for (const country of ['LUX', 'BE', 'FR'] as const) {
        const address = `guide.${country.toLowerCase()}@example.org`;
        await askOnTheSite(day, address, country);
        const text = await guideSentTo(day, address);
        expect(text, country).toContain(asRead(ON[day][country]));
        for (const other of EVERY_WARNING.filter((warning) => warning !== ON[day][country]))
          expect(text.includes(asRead(other)), `${country}: ${other}`).toBe(false);
      }
    });

    it(`on ${day}, a visitor who chose none, or an API client, gets each market’s warning under its countries’ names`, async () => {
      await askOnTheSite(day, 'guide.inconnu@example.org', undefined);
      const answer = await servers
        .get(day)!
        .api('/ebook/send', { method: 'POST', json: { email: 'guide.api@example.org', consent: CONSENT } });
      expect(answer.status).toBe(202);
      for (const address of ['guide.inconnu@example.org', 'guide.api@example.org']) {
        const text = await guideSentTo(day, address);
        for (const line of UNKNOWN[day]) expect(text, address).toContain(line);
      }
    });
  }
});
