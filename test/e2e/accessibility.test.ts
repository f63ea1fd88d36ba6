import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import {
  accessibilityProblems,
  accessibilityProblemsAtEveryWidth,
  inParallel,
  VIEWPORTS,
  waitUntilInteractive,
} from './accessibility.test-support.ts';
import { createAccount } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** Pages in flight at once: enough to keep two cores busy while one page waits on the network. */
const PAGES_AT_ONCE = 4;
/** A consent already given (refused): the banner stays closed, and is checked on its own. */
const REFUSED_CONSENT = `localStorage.setItem('pretscope.consentement', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));`;

interface PageCase {
  label: string;
  path: string;
  /** The HTTP status the page must answer (200 unless said): axe on an unexpected error page proves nothing. */
  status?: number;
  /** Brings the page to the state to check (a form after a refused submission, an opened table). */
  prepare?: (page: Page) => Promise<void>;
}

/** A JSON:API resource as the API answers it. */
interface ApiRecord {
  id: string;
  attributes: { [name: string]: unknown };
}

/**
 * axe-core (WCAG 2.2 A and AA) on every page template of the site and every screen of the back office, at a phone's
 * width and a laptop's, with the data the demo seed puts in (the slugs are read from the API, never guessed), and in
 * the states a visitor brings them to: the consent banner, forms showing their errors, the monthly table opened.
 */
describe('accessibility: no WCAG 2.2 A/AA violation found by axe on any page, on a phone and a laptop', () => {
  let server: TestServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let admin: BrowserContext;
  /** The demo data's records, read once at the start (the test server's API token is short-lived). */
  const demo = new Map<string, ApiRecord[]>();

  async function records(type: string, query = ''): Promise<ApiRecord[]> {
    const answer = await server.api(`/${type}?page[limit]=100${query}`, { token: server.adminToken });
    if (answer.status !== 200) throw new Error(`GET /api/${type}${query}: ${answer.status}`);
    return ((await answer.json()) as { data: ApiRecord[] }).data;
  }
  function recordsOf(key: string): ApiRecord[] {
    const found = demo.get(key) ?? [];
    if (found.length === 0) throw new Error(`no ${key} in the demo data`);
    return found;
  }

  beforeAll(async () => {
    // A measurement id makes the site ask for consent (nothing is loaded before an answer, so nothing leaves the machine).
    [server, browser] = await Promise.all([startTestServer('sqlite', { GA_MEASUREMENT_ID: 'G-ACCESSIBLE1' }), launchChromium()]);
    const consent = {
      given: true,
      text: 'J’accepte que Prêtscope me recontacte, comme l’explique la politique de confidentialité.',
      version: '2026-11',
    };
    const lead = await server.container.useCasesFor().submitLead({
      actor: null,
      attributes: {
        kind: 'contact',
        firstName: 'Élise',
        lastName: 'Martin',
        email: 'elise.martin@example.org',
        country: 'LUX',
        message: 'Bonjour, pouvez-vous me rappeler ?',
        consent,
      },
    });
    if (!lead.ok) throw new Error(`lead not stored: ${lead.error.type}`);
    for (const type of ['categories', 'authors', 'legalpages', 'announcers', 'leads', 'users']) demo.set(type, await records(type));
    demo.set('articles', await records('articles', '&filter[isPublished]=true'));
    demo.set('products', await records('products', '&filter[isDisabled]=false'));
    const personalLoans = recordsOf('categories').find((category) => category.attributes.slug === 'pret-personnel');
    demo.set(
      'personal loans',
      personalLoans ? await records('products', `&filter[categories]=${personalLoans.id}&filter[isDisabled]=false`) : [],
    );
    const account = await createAccount(server, 'admin');
    visitor = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORTS.mobile });
    await visitor.addInitScript(REFUSED_CONSENT);
    admin = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORTS.mobile });
    const page = await admin.newPage();
    await page.goto(`${server.url}/_admin_/login`);
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/_admin_`);
    // This page stays open: its session keeper renews the session (minutes long) for the whole file.
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /**
   * The back office's edit screens keep their save bar stuck to the bottom of the window. axe's target-size rule
   * measures a sticky box where it is drawn at that moment, so whichever control the window's height happens to put
   * under the bar counts as a permanently overlapped target (dequelabs/axe-core#3720, open). The bar is put back in
   * the flow for the check, so the rule measures the controls' real sizes and spacing; scrolling shows what is under
   * the bar, and a focused control is kept clear of it (admin.css scroll-padding-bottom, WCAG 2.4.11).
   */
  async function unstickSaveBar(page: Page): Promise<void> {
    await page.addStyleTag({ content: '.admin-form__actions { position: static !important; }' });
  }

  /** Every case at both widths, a few at once; one failure message listing every problem found. */
  async function expectAccessible(cases: PageCase[], context: BrowserContext): Promise<void> {
    const problems: string[] = [];
    await inParallel(cases, PAGES_AT_ONCE, async (pageCase) => {
      const page = await context.newPage();
      try {
        const answer = await page.goto(`${server.url}${pageCase.path}`);
        expect(answer?.status(), `${pageCase.label} (${pageCase.path})`).toBe(pageCase.status ?? 200);
        // Not sent elsewhere (the login page, when a session has run out): the page checked is the one asked for.
        expect(new URL(page.url()).pathname, pageCase.label).toBe(new URL(pageCase.path, server.url).pathname);
        await waitUntilInteractive(page);
        await pageCase.prepare?.(page);
        if (context === admin) await unstickSaveBar(page);
        problems.push(...(await accessibilityProblemsAtEveryWidth(page, `${pageCase.label} (${pageCase.path})`)));
      } finally {
        await page.close();
      }
    });
    expect(problems.sort(), `axe found WCAG 2.2 A/AA violations:\n${problems.join('\n')}`).toEqual([]);
  }

  it('home and every category comparator', async () => {
    // A blacklisted category has no page (spec §2): every other one does.
    const categories = recordsOf('categories').filter((category) => category.attributes.isBlacklisted !== true);
    // The side-by-side comparison of the first three offers a mortgage list shows, with the visitor's own offer.
    const list = await (await fetch(`${server.url}/pret-hypothecaire?montant=250000&duree=20&pays=tous`)).text();
    const ids = [...new Set([...list.matchAll(/name="offres" value="(\d+)"/g)].map((match) => match[1]))].slice(0, 3);
    if (ids.length < 3) throw new Error('the demo mortgage list should have three offers to compare');
    const compared = `/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&pays=tous&offres=${ids.join(',')}`;
    await expectAccessible(
      [
        { label: 'home', path: '/' },
        ...categories.map((category) => ({
          label: `comparator ${String(category.attributes.slug)}`,
          path: `/${String(category.attributes.slug)}`,
        })),
        { label: 'side by side', path: compared },
        {
          label: 'side by side with the own offer',
          path: `${compared}&votre-preteur=Ma+banque&votre-taux=3%2C1&vos-frais=1500&votre-assurance=45`,
        },
        { label: 'side by side, own offer refused', path: `${compared}&votre-taux=abc` },
      ],
      visitor,
    );
  }, 120_000);

  it('the header’s menus, open: the phone’s full list and a laptop’s dropdown', async () => {
    // The phone's « Menu » and the « Comparer » dropdown both open: at 375 px the panel lists everything, at 1280 px
    // the dropdown shows. Only the header is checked: an open menu covers part of the page, which axe's target-size
    // rule would count against the page's own controls (they are checked with the menus closed above).
    const problems: string[] = [];
    for (const path of ['/', '/pret-immobilier']) {
      const page = await visitor.newPage();
      try {
        expect((await page.goto(`${server.url}${path}`))?.status(), path).toBe(200);
        await waitUntilInteractive(page);
        await page.evaluate(() => {
          for (const selector of ['.site-menu', '.site-nav__menu[data-menu="comparer"]'])
            (document.querySelector(selector) as HTMLDetailsElement).open = true;
        });
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          problems.push(...(await accessibilityProblems(page, `${path}, menus open, at ${name} width`, { exclude: ['main', 'footer'] })));
        }
      } finally {
        await page.close();
      }
    }
    expect(problems, `axe found WCAG 2.2 A/AA violations:\n${problems.join('\n')}`).toEqual([]);
  }, 120_000);

  it('editorial pages: article list, articles with and without a subcategory, an author, the search, the legal pages', async () => {
    const articles = recordsOf('articles');
    const inSubcategory = articles.find((article) => article.attributes.subcategory);
    const withoutSubcategory = articles.find((article) => !article.attributes.subcategory);
    if (!inSubcategory || !withoutSubcategory) throw new Error('the demo data should have articles with and without a subcategory');
    const author = recordsOf('authors')[0]!;
    const legalPages = recordsOf('legalpages');
    await expectAccessible(
      [
        { label: 'article list', path: '/articles' },
        { label: 'article', path: `/articles/${String(withoutSubcategory.attributes.slug)}` },
        {
          label: 'article in a subcategory',
          path: `/articles/${String(inSubcategory.attributes.subcategory)}/${String(inSubcategory.attributes.slug)}`,
        },
        { label: 'author', path: `/auteurs/${String(author.attributes.slug)}` },
        { label: 'search results', path: '/recherche?q=taux' },
        { label: 'search without results', path: '/recherche?q=zzzzqqq' },
        ...legalPages.map((legal) => ({ label: `legal page ${String(legal.attributes.slug)}`, path: `/${String(legal.attributes.slug)}` })),
      ],
      visitor,
    );
  }, 120_000);

  it('banks and brokers: the directory, an advertiser, a product page, a personal loan page', async () => {
    const personalLoan = recordsOf('personal loans')[0]!;
    const product = recordsOf('products').find((candidate) => !recordsOf('personal loans').some((loan) => loan.id === candidate.id));
    const advertiser = recordsOf('announcers').find((candidate) => candidate.id === String(product?.attributes.advertiserId));
    if (!product || !advertiser) throw new Error('the demo data should have products other than personal loans, and their advertisers');
    await expectAccessible(
      [
        { label: 'banks and brokers', path: '/banques-et-courtiers' },
        { label: 'advertiser', path: `/banques-et-courtiers/${String(advertiser.attributes.slug)}` },
        { label: 'product', path: `/banques-et-courtiers/${String(advertiser.attributes.slug)}/${String(product.attributes.slug)}` },
        { label: 'personal loan', path: `/pret-personnel/${String(personalLoan.attributes.slug)}` },
      ],
      visitor,
    );
  }, 120_000);

  it('calculators, with their results and with refused inputs', async () => {
    await expectAccessible(
      [
        { label: 'mortgage simulation', path: '/pret-hypothecaire/simulation' },
        {
          label: 'mortgage simulation, monthly table opened',
          // No ?pays= here: a country in the address is remembered (a cookie), and would change the next pages.
          path: '/pret-hypothecaire/simulation?montant=150000&taux=3%2C2&duree=10',
          prepare: async (page) => {
            await page.locator('.calc-details__toggle').click();
            await page.locator('#tableau-mensuel-lignes table').waitFor();
          },
        },
        { label: 'mortgage simulation with refused inputs', path: '/pret-hypothecaire/simulation?montant=abc&taux=-4&duree=0' },
        { label: 'how much to borrow', path: '/pret-hypothecaire/combien-emprunter' },
        { label: 'borrowing capacity', path: '/pret-immobilier/outils/capacite-d-emprunt' },
        { label: 'loan calculator', path: '/pret-immobilier/outils/calculette' },
        { label: 'borrower insurance', path: '/pret-immobilier/outils/assurance-emprunteur' },
        { label: 'crypto loan', path: '/pret-crypto' },
        { label: 'variable rate, Belgian 1/1/1', path: '/pret-immobilier/outils/taux-variable?formule=1-1-1&cap=1' },
        { label: 'variable rate with refused inputs', path: '/pret-immobilier/outils/taux-variable?formule=6m&montant=abc&cap=-1' },
        // Luxembourg picked in the form (a ?pays= would be remembered): no legal cap, the worst case at +2 points.
        {
          label: 'variable rate, Luxembourg',
          path: '/pret-immobilier/outils/taux-variable',
          prepare: async (page) => {
            await page.locator('#pays').selectOption('LUX');
            await page.locator('[data-uncapped]').waitFor();
          },
        },
      ],
      visitor,
    );
  }, 120_000);

  it('the early repayment calculator: a result, a rule with no legal cap, refused inputs', async () => {
    await expectAccessible(
      [
        { label: 'early repayment', path: '/pret-immobilier/outils/remboursement-anticipe' },
        {
          label: 'early repayment with no legal cap',
          path: '/pret-immobilier/outils/remboursement-anticipe?residence=non&remboursement=500',
        },
        {
          label: 'early repayment with refused inputs',
          path: '/pret-immobilier/outils/remboursement-anticipe?echeance=400&remboursement=-3',
        },
        { label: 'renegotiation', path: '/pret-immobilier/outils/renegocier' },
        { label: 'three countries', path: '/comparer-les-pays' },
        { label: 'three countries, out of reach', path: '/comparer-les-pays?revenus=1500&assurance=0,3' },
        { label: 'three countries, refused inputs', path: '/comparer-les-pays?prix=abc&travail=XX' },
        { label: 'renegotiation, no cap, refused inputs', path: '/pret-immobilier/outils/renegocier?residence=non&frais=-2&debut=x' },
        { label: 'consolidation', path: '/regroupement-de-credit/simulation' },
        {
          label: 'consolidation, refused inputs',
          path: '/regroupement-de-credit/simulation?credit2_capital=x&credit3_fin=01%2F2000&nouveau-taux=-1',
        },
        { label: 'consolidation, Belgium', path: '/regroupement-de-credit/simulation?pays=BE' },
      ],
      visitor,
    );
  }, 120_000);

  it('every request form, after a refused submission', async () => {
    // A page visited with `?pays=BE` earlier in this file keeps Belgium as the visitor's country (a cookie), and the
    // consolidation request is not offered in Belgium: the forms are checked as a first visitor meets them.
    await visitor.clearCookies();
    const forms = [
      '/pret-hypothecaire/demande',
      '/pret-immobilier/demande',
      '/pret-personnel/demande',
      '/regroupement-de-credit/demande-partners-finances',
      '/prendre-rendez-vous',
      '/contact',
      '/ebook',
      '/pret-hypothecaire/reminder',
    ];
    const refused = async (page: Page) => {
      await page.locator('form.lead-form button[type="submit"]').click();
      await page.locator('.error-summary').waitFor();
    };
    // Refused, a form shows everything it shows empty (the same labels, hints and fields), plus the summary of the
    // errors and each field's error: one check per form covers both.
    await expectAccessible(
      forms.map((path) => ({ label: `form ${path} showing its errors`, path, prepare: refused })),
      visitor,
    );
  }, 150_000);

  it('personal data, rate alerts, and the 404 page', async () => {
    await expectAccessible(
      [
        {
          label: 'personal data request form showing its errors',
          path: '/politique-de-confidentialite',
          prepare: async (page) => {
            await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
            await page.locator('.data-rights .error-summary').waitFor();
          },
        },
        { label: 'personal data confirmation, unknown link', path: '/donnees-personnelles/confirmation?jeton=inconnu' },
        { label: 'rate alert confirmation, unknown link', path: '/alerte-taux/confirmation?jeton=inconnu' },
        { label: 'rate alert unsubscription, unknown link', path: '/alerte-taux/desabonnement?jeton=inconnu' },
        { label: '404 page', path: '/cette-page-n-existe-pas', status: 404 },
        { label: '404 page of an article', path: '/articles/rubrique-inconnue/article-inconnu', status: 404 },
      ],
      visitor,
    );
  }, 120_000);

  it('the consent banner as a first visit shows it, and the back office’s login screen, empty and after a refused login', async () => {
    // A fresh browser: no answer to the banner yet, and no session.
    const stranger = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORTS.mobile });
    await expectAccessible(
      [
        {
          label: 'home with the consent banner',
          path: '/',
          prepare: (page) => page.getByRole('region', { name: 'Mesure d’audience et suivi des erreurs' }).waitFor(),
        },
        { label: 'admin login', path: '/_admin_/login' },
        {
          label: 'admin login after a refused login',
          path: '/_admin_/login',
          prepare: async (page) => {
            await page.getByLabel('Adresse e-mail').fill('personne@pretscope.example');
            await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
            await page.getByRole('button', { name: 'Se connecter' }).click();
            await page.getByRole('alert').first().waitFor();
          },
        },
      ],
      stranger,
    );
    await stranger.close();
  }, 60_000);

  const SCREENS = [
    { segment: 'articles', type: 'articles' },
    { segment: 'authors', type: 'authors' },
    { segment: 'categories', type: 'categories' },
    { segment: 'legal-pages', type: 'legalpages' },
    { segment: 'advertisers', type: 'announcers' },
    { segment: 'products', type: 'products' },
    { segment: 'leads', type: 'leads' },
    { segment: 'users', type: 'users' },
  ];

  it('back office: dashboard, every list, the tracker, personal data requests, its 404', async () => {
    await expectAccessible(
      [
        { label: 'admin dashboard', path: '/_admin_' },
        ...SCREENS.map(({ segment }) => ({ label: `admin list ${segment}`, path: `/_admin_/${segment}` })),
        { label: 'admin list filtered and searched', path: '/_admin_/products?q=pret' },
        { label: 'admin tracker', path: '/_admin_/tracker' },
        { label: 'admin personal data requests', path: '/_admin_/donnees-personnelles' },
        { label: 'admin rate import', path: '/_admin_/import-taux' },
        {
          label: 'admin rate import after a dry run with refused lines',
          path: '/_admin_/import-taux',
          prepare: async (page: Page) => {
            await page.getByLabel('Ou collez son contenu').fill('produit;montant;durée;taux;date\n1;200000;240;abc;2026-01-01');
            await page.getByRole('button', { name: 'Vérifier (essai à blanc)' }).click();
            await page.locator('[data-import-errors]').waitFor();
          },
        },
        { label: 'admin 404', path: '/_admin_/ecran-inconnu', status: 404 },
      ],
      admin,
    );
  }, 150_000);

  it('back office: every edit screen, with a record of the demo data', async () => {
    const cases: PageCase[] = [];
    for (const { segment, type } of SCREENS)
      cases.push({ label: `admin edit ${segment}`, path: `/_admin_/${segment}/${recordsOf(type)[0]!.id}` });
    await expectAccessible(cases, admin);
  }, 150_000);

  it('back office: every creation screen, empty and after a refused save', async () => {
    const refused = async (page: Page) => {
      await page.getByRole('button', { name: 'Créer' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    };
    await expectAccessible(
      SCREENS.flatMap(({ segment }) => [
        { label: `admin create ${segment}`, path: `/_admin_/${segment}/new` },
        ...(segment === 'articles' || segment === 'users'
          ? [{ label: `admin create ${segment} after a refused save`, path: `/_admin_/${segment}/new`, prepare: refused }]
          : []),
      ]),
      admin,
    );
  }, 150_000);
});
