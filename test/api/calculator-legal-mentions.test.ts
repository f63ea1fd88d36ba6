import { creditWarning } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { DAYS, EVERY_WARNING, MARKETS, serversOnDays, textOf, type Day } from './legal-days.test-support.ts';

/**
 * Issue 16, the calculators: each result carries the legal wording of the calculator's country (its « Votre pays »
 * field, which defaults to the remembered one) on the server's day, France's mortgage tools the ten-day reflection
 * period, and the ceiling the visitor's loan would break there. Market × day (19 and 20 November 2026, around
 * France's switch to the CCD2 warning) × calculator, two servers on fixed clocks over the demo data.
 */

/** Path, and whether the tool is about a mortgage (France adds L313-3's sentence) or consumer credit. */
const CALCULATORS: readonly (readonly [string, 'mortgage' | 'consumer'])[] = [
  ['/pret-hypothecaire/simulation', 'mortgage'],
  ['/pret-immobilier/outils/calculette', 'mortgage'],
  ['/pret-immobilier/outils/remboursement-anticipe', 'mortgage'],
  ['/pret-immobilier/outils/renegocier', 'mortgage'],
  ['/pret-immobilier/outils/capacite-d-emprunt', 'mortgage'],
  ['/pret-hypothecaire/combien-emprunter', 'mortgage'],
  ['/pret-immobilier/outils/assurance-emprunteur', 'mortgage'],
  ['/pret-crypto', 'consumer'],
];

/** The page's block of credit mentions (not the footer's warnings): one market, unlabelled. */
function mentionsBlock(html: string): { markets: string[]; labelled: boolean; mentions: Record<string, string[]> } {
  const section = /<section class="legal legal-mentions"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
  if (section === undefined) throw new Error('no block of legal mentions on the page');
  const mentions: Record<string, string[]> = {};
  for (const match of section.matchAll(/<p[^>]*data-mention="([a-z-]+)"[^>]*>([\s\S]*?)<\/p>/g))
    (mentions[match[1]!] ??= []).push(textOf(match[2] ?? ''));
  return {
    markets: [...section.matchAll(/data-market="([A-Z]+)"/g)].map((match) => match[1]!),
    labelled: section.includes('legal-mentions__country'),
    mentions,
  };
}

/** The ceiling's message, its figures' no-break spaces (core keeps figures on one line) read as spaces. */
function ceilingOf(html: string): string | null {
  const match = /<p class="legal-alert" role="note" data-ceiling="">([\s\S]*?)<\/p>/.exec(html);
  return match ? textOf(match[1] ?? '').replace(/[\u00a0\u202f]/g, ' ') : null;
}

describe('the calculators’ legal mentions by market and day', () => {
  const servers = serversOnDays();

  async function page(day: Day, path: string, headers: Record<string, string> = {}): Promise<string> {
    const answer = await fetch(`${servers.get(day)!.url}${path}`, { headers });
    expect(answer.status, path).toBe(200);
    return answer.text();
  }

  for (const day of Object.keys(DAYS) as Day[]) {
    for (const market of MARKETS) {
      it(`computing for ${market} on ${day} shows ${market}’s wording of that day, and no other country’s`, async () => {
        const expected = creditWarning(market, DAYS[day])!.text;
        for (const [path, credit] of CALCULATORS) {
          const html = await page(day, `${path}?pays=${market}`);
          const block = mentionsBlock(html);
          expect(block.markets, path).toEqual([market]);
          expect(block.labelled, path).toBe(false);
          expect(block.mentions.warning, path).toEqual([expected]);
          // France's mortgage tools add the reflection period (L313-3); no other country or credit has it.
          expect((block.mentions['mortgage-reflection'] ?? []).length, path).toBe(market === 'FR' && credit === 'mortgage' ? 1 : 0);
          // The visitor's own figures are no representative example.
          if (credit === 'mortgage') expect(block.mentions.example, path).toBeUndefined();
          const text = textOf(html);
          for (const other of EVERY_WARNING.filter((wording) => wording !== expected))
            expect(text.includes(other), `${path} shows « ${other} »`).toBe(false);
        }
      });
    }
  }

  it('follows the remembered country when the URL names none, and the form’s country when it does', async () => {
    const remembered = mentionsBlock(await page('2026-11-20', '/pret-hypothecaire/simulation', { cookie: 'pays=FR' }));
    expect(remembered.markets).toEqual(['FR']);
    expect(remembered.mentions.warning).toEqual([creditWarning('FR', DAYS['2026-11-20'])!.text]);
    const typed = mentionsBlock(await page('2026-11-20', '/pret-hypothecaire/simulation?pays=BE', { cookie: 'pays=FR' }));
    expect(typed.markets).toEqual(['BE']);
  });

  it('still shows the country’s mentions when the form is refused', async () => {
    const block = mentionsBlock(await page('2026-11-19', '/pret-hypothecaire/simulation?pays=FR&montant=abc'));
    expect(block.mentions.warning).toEqual([creditWarning('FR', DAYS['2026-11-19'])!.text]);
  });

  it('gives the JavaScript navigation the same mentions as the page', async () => {
    const answer = await fetch(`${servers.get('2026-11-20')!.url}/pret-hypothecaire/simulation.data?pays=FR&montant=250000`);
    expect(answer.status).toBe(200);
    const data = await answer.text();
    expect(data).toContain(creditWarning('FR', DAYS['2026-11-20'])!.text);
    expect(data.includes(creditWarning('FR', DAYS['2026-11-19'])!.text)).toBe(false);
  });

  it('says when the loan is longer than Belgian law allows for that amount (18 000 € over 96 months), and not elsewhere', async () => {
    // 36 000 € of collateral at 50 % is an 18 000 € loan.
    const query = 'valeur=36000&ltv=50&seuil=85&taux=9&duree=96';
    for (const day of Object.keys(DAYS) as Day[]) {
      expect(ceilingOf(await page(day, `/pret-crypto?pays=BE&${query}`)), day).toMatch(
        /^Cette durée de 96 mois dépasse la durée maximale légale belge .* fixée à 84 mois\.$/,
      );
      expect(ceilingOf(await page(day, `/pret-crypto?pays=BE&${query.replace('duree=96', 'duree=84')}`)), day).toBeNull();
      expect(ceilingOf(await page(day, `/pret-crypto?pays=FR&${query}`)), day).toBeNull();
      expect(ceilingOf(await page(day, `/pret-crypto?pays=LUX&${query}`)), day).toBeNull();
    }
  });

  it('applies no APR ceiling in November 2026, when none is on file for France or Belgium', async () => {
    for (const market of MARKETS) {
      expect(ceilingOf(await page('2026-11-20', `/pret-hypothecaire/simulation?pays=${market}&taux=40`)), market).toBeNull();
      expect(ceilingOf(await page('2026-11-20', `/pret-crypto?pays=${market}&taux=60&duree=12`)), market).toBeNull();
    }
  });
});
