import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../adapters/ebook-pdfkit/src/read-pdf-text.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, item 10, for every calculator besides the mortgage simulation (simulation-pdf.test.ts): the visitor
 * changes an input, with or without JavaScript, clicks « Télécharger en PDF », and the file holds every figure the
 * page shows, the inputs' address, the rules' sources, the day and the mentions.
 */

/** Figures that are lists of sentences on the page (the PDF gives each sentence on its own). */
const LISTS = new Set(['verdicts', 'unconfirmed']);

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
/**
 * Text to compare with the PDF's: the PDF breaks lines after a hyphen (« service- » | « public.fr »), which its text
 * reads back as « service- public.fr », so a hyphen followed by a space between letters is read as a hyphen alone on
 * both sides.
 */
const unbroken = (text: string) => plain(text).replace(/(\p{L})- (?=\p{L})/gu, '$1-');

interface Case {
  name: string;
  path: string;
  query: string;
  javaScript: boolean;
  /** The input changed on the page, and the value typed. */
  field: string;
  value: string;
  /** The file's name: `pretscope-<slug>-<day>.pdf`, French and readable (simulation-reports.server.ts). */
  slug: string;
  title: string;
  /** Text the PDF must hold besides the page's figures (a rule's source, an input as the report words it). */
  also: string[];
  /** The inputs the page refuses, as a query (`<field>=abc` when absent). */
  refused?: string;
}

const CASES: Case[] = [
  {
    name: 'the calculette, with JavaScript',
    path: '/pret-immobilier/outils/calculette',
    query: 'pays=BE&montant=200000&taux=3,5&duree=240&mensualite=',
    javaScript: true,
    field: 'taux',
    value: '3,1',
    slug: 'calculette-pret',
    title: 'Calculette de prêt',
    also: ['Mensualité calculée', 'Pays Belgique', 'Taux annuel 3,10 %'],
  },
  {
    name: 'the crypto loan, without JavaScript',
    path: '/pret-crypto',
    query: 'pays=FR&valeur=20000&ltv=50&seuil=85&taux=9&duree=12',
    javaScript: false,
    field: 'valeur',
    value: '32000',
    slug: 'simulation-pret-crypto',
    title: 'Prêt crypto',
    also: ['Votre prêt contre 32 000 € de cryptomonnaies', 'Si le cours baisse', '(liquidation)'],
  },
  {
    name: 'early repayment, with JavaScript',
    path: '/pret-immobilier/outils/remboursement-anticipe',
    query:
      'pays=FR&montant=300000&taux=3,5&duree=25&echeance=60&type=partiel&remboursement=30000&garder=mensualite&nature=fixe&residence=oui',
    javaScript: true,
    field: 'remboursement',
    value: '45000',
    slug: 'remboursement-anticipe',
    title: 'Remboursement anticipé',
    also: ['45 000 € remboursés avec la mensualité n° 60', 'Code de la consommation, art. L313-47'],
  },
  {
    name: 'borrower insurance, without JavaScript',
    path: '/pret-immobilier/outils/assurance-emprunteur',
    query: 'pays=FR&montant=200000&taux=3,5&duree=20&groupe=0,36&base-groupe=initial&externe=0,36&base-externe=restant',
    javaScript: false,
    field: 'externe',
    value: '0,15',
    slug: 'assurance-emprunteur',
    title: 'Assurance emprunteur',
    also: ['Les deux assurances sur le même prêt', 'Assureur externe : taux annuel 0,15 %'],
  },
  {
    name: 'renegotiation, with JavaScript',
    path: '/pret-immobilier/outils/renegocier',
    query: 'pays=BE&montant=300000&taux=3,8&duree=25&payees=36&nature=fixe&residence=oui&nouveau-taux=3',
    javaScript: true,
    field: 'nouveau-taux',
    value: '2,7',
    slug: 'renegociation-pret',
    title: 'Renégocier ou faire racheter son prêt',
    also: ['Renégociation avec votre banque ou rachat par une autre', 'Nouveau taux annuel 2,70 %', 'Code de droit économique'],
  },
  {
    name: 'the variable rate, without JavaScript',
    path: '/pret-immobilier/outils/taux-variable',
    query: 'pays=BE&montant=250000&taux=3&duree=25&formule=5-5-5&cap=',
    javaScript: false,
    field: 'cap',
    value: '2',
    slug: 'taux-variable-scenarios',
    title: 'Taux fixe, variable ou capé',
    also: ['Les scénarios de taux', 'La mensualité au fil des révisions', 'Cap de votre contrat +2 points', 'VII.143'],
  },
  {
    name: 'one project in three countries, with JavaScript',
    path: '/comparer-les-pays',
    query:
      'residence=FR&travail=LUX&revenus=5000&charges=0&taux=3,5&duree=25&prix=450000&apport=60000&profil=firstTimeBuyer&region=wallonie&bien=ancien&acquereurs=1',
    javaScript: true,
    field: 'revenus',
    value: '7500',
    slug: 'comparaison-trois-pays',
    title: 'Un projet, trois pays',
    also: ['Revenu net mensuel 7 500 €', 'Luxembourg, revenus retenus', 'Belgique, revenus retenus', 'France, revenus retenus'],
  },
  {
    name: '« combien emprunter » with its verdict and the PTZ, with JavaScript',
    path: '/pret-hypothecaire/combien-emprunter',
    query:
      'pays=FR&revenus=4200&charges=0&taux=3,6&duree=25&prix=250000&apport=30000&profil=firstTimeBuyer&bien=neuf&zone=B1&occupants=3&rfr=40000&logement=neuf-collectif',
    javaScript: true,
    field: 'revenus',
    value: '3100',
    // The page still shows the budget when only the income is refused: both halves refused, no PDF.
    refused: 'revenus=abc&prix=abc',
    slug: 'combien-emprunter',
    title: 'Combien emprunter',
    also: [
      'Revenu net mensuel 3 100 €',
      'Frais d’acquisition',
      'Prêt à taux zéro (PTZ)',
      'Non confirmé',
      'Revenu fiscal de référence N-2 du foyer 40 000 €',
    ],
  },
  {
    name: 'the borrowing capacity with its verdict, with JavaScript',
    path: '/pret-immobilier/outils/capacite-d-emprunt',
    query: 'pays=LUX&revenus=4500&revenus2=&charges=0&taux=3,5&duree=25&assurance=&montant=500000&prix=520000&profil=firstTimeBuyer',
    javaScript: true,
    field: 'revenus',
    value: '5200',
    slug: 'capacite-d-emprunt',
    title: 'Capacité d’emprunt',
    also: ['Revenu net mensuel 5 200 €', 'Montant à emprunter 500 000 €', 'pas finançable en', 'Faisable avec', 'Limite (Luxembourg)'],
  },
  {
    name: 'the consolidation with its before/after table, without JavaScript',
    path: '/regroupement-de-credit/simulation',
    query:
      'pays=FR&credit1_type=conso&credit1_capital=14000&credit1_mensualite=370&credit1_taux=5,9&credit1_fin=42&credit2_type=conso&credit2_capital=7500&credit2_mensualite=275&credit2_taux=7,5&credit2_fin=30&credit3_type=immo&credit3_capital=60000&credit3_mensualite=900&credit3_taux=2&credit3_fin=72&tresorerie=0&nouveau-taux=6,5&nouvelle-duree=84',
    javaScript: false,
    field: 'tresorerie',
    value: '3000',
    slug: 'simulation-regroupement-de-credits',
    title: 'Regroupement de crédits',
    also: [
      'Vos crédits actuels et le regroupement',
      'Coût total après, trésorerie déduite',
      'Indemnité du crédit 3',
      'L312-10',
      'Trésorerie en plus 3 000 €',
    ],
  },
];

describe('every calculator as a PDF', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Every figure of the result as a visitor reads it, spaces of any kind as plain ones. */
  async function figuresOn(page: Page): Promise<string[]> {
    const figures = page.locator('.calc-result [data-figure]');
    const names = await figures.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-figure') ?? ''));
    const texts = await figures.allInnerTexts();
    return texts.filter((_, index) => !LISTS.has(names[index] ?? '')).map(plain);
  }

  for (const item of CASES) {
    it(`gives ${item.name} with the figures on the page`, async () => {
      const page = await openCalculatorPage(browser, `${server.url}${item.path}?${item.query}`, item.javaScript);
      await page.locator(`#${item.field}`).fill(item.value);
      const link = page.getByRole('link', { name: 'Télécharger en PDF' });
      const typed = `${item.field}=${encodeURIComponent(item.value)}`;
      if (item.javaScript) {
        // The live calculator computes, and the link follows the inputs.
        await expect.poll(() => link.getAttribute('href')).toContain(typed);
      } else {
        await Promise.all([page.waitForURL((url) => url.search.includes(typed)), page.locator(`#${item.field}`).press('Enter')]);
        expect(await link.getAttribute('href')).toContain(typed);
      }
      const shown = await figuresOn(page);
      expect(shown.length).toBeGreaterThan(3);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^pretscope-${item.slug}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
      const text = plain(readPdfText(new Uint8Array(readFileSync(await download.path()))).text);
      expect(text).toContain(item.title);
      for (const figure of shown) expect(unbroken(text), figure).toContain(unbroken(figure));
      for (const words of item.also) expect(text).toContain(plain(words));
      expect(text).toContain('Règles appliquées et sources');
      expect(text).toContain('Mentions légales');
      expect(text).toMatch(/Simulation faite le \d{1,2}(er)? \p{L}+ \d{4}/u);
      expect(text.replaceAll(' ', '')).toContain(`${item.path}?`);
      expect(text.replaceAll(' ', '')).toContain(`${item.field}=${item.value}`);
      await page.context().close();
    });
  }

  it('sends refused inputs back to each page, which says why', async () => {
    for (const item of CASES) {
      const query = new URLSearchParams(item.query);
      for (const [name, value] of new URLSearchParams(item.refused ?? `${item.field}=abc`)) query.set(name, value);
      const answer = await fetch(`${server.url}${item.path}.pdf?${query}`, { redirect: 'manual' });
      expect(answer.status, item.path).toBe(302);
      expect(answer.headers.get('location')).toBe(`${item.path}?${query}`);
    }
  });
});
