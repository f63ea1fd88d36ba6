import { beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../ports/clock.ts';
import type { ArticleListing, ArticlePage, ContentReader } from '../ports/content-reader.ts';
import type { ArticleFixture, ContentFixture } from './in-memory-content-reader.ts';

/** What a contract run needs: a reader over the fixture at the clock's time, and the ids the store gave its authors. */
export interface ContentUnderTest {
  reader: ContentReader;
  ids: { author(slug: string): number; article(slug: string): number };
}

/** The reader must ask the clock at each call: the contract moves it. */
export type ContentReaderFactory = (fixture: ContentFixture, clock: Clock) => Promise<ContentUnderTest>;

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** The contract's "now". */
export const CONTENT_NOW = new Date('2026-11-20T12:00:00.000Z');

function article(
  slug: string,
  title: string,
  author: string | null,
  publishedAt: Date | null,
  fields: Partial<ArticleFixture> = {},
): ArticleFixture {
  return {
    title,
    slug,
    subcategory: null,
    summary: `Résumé\u00a0: ${title.toLowerCase()}.`,
    content: `# ${title}\n\nLe texte de l’article.`,
    image: null,
    author,
    isPublished: true,
    publishedAt,
    metaTitle: '',
    metaDesc: '',
    createdAt: day('2026-01-05'),
    modifiedAt: day('2026-06-01'),
    ...fields,
  };
}

/**
 * Published articles (one at the very instant of "now", two on the same day, one without a date), a draft and an
 * article dated after "now"; an author with published articles and one with only a draft.
 */
export const CONTENT_FIXTURE: ContentFixture = {
  authors: [
    { name: 'Claire Martin', slug: 'claire-martin', bio: 'Analyste **crédit**.', avatar: '/uploads/authors/claire.webp' },
    { name: 'Paul Durand', slug: 'paul-durand', bio: '', avatar: null },
  ],
  articles: [
    article('taeg-explique', 'Le TAEG expliqué', 'claire-martin', day('2026-11-01'), {
      summary: 'Comprendre le taux annuel effectif global.',
      image: '/uploads/articles/taeg.webp',
      metaTitle: 'TAEG\u00a0: définition',
    }),
    article('frais-de-notaire', 'Les frais de notaire', 'claire-martin', day('2026-10-15'), { subcategory: 'immobilier' }),
    article('assurance-emprunteur', 'L’assurance emprunteur', null, day('2026-11-01')),
    article('brouillon', 'Un brouillon', 'paul-durand', day('2026-11-10'), { isPublished: false }),
    article('a-paraitre', 'Un article à paraître', 'claire-martin', day('2026-12-01')),
    article('sans-date', 'Un article sans date', null, null),
    article('guide-credit-conso', 'Guide du crédit conso', 'claire-martin', day('2026-09-01'), {
      subcategory: 'credit-conso',
      modifiedAt: day('2026-09-02'),
    }),
    article('publie-maintenant', 'Publié à l’instant', null, CONTENT_NOW),
  ],
  rubriques: [
    { name: 'Immobilier', slug: 'immobilier', previousSlugs: [] },
    { name: 'Crédit à la consommation', slug: 'credit-conso', previousSlugs: [] },
    // In French order among the E's, before « Immobilier » (a byte order puts « É » after « I »).
    { name: 'Épargne', slug: 'epargne', previousSlugs: [] },
  ],
  legalPages: [
    {
      title: 'Mentions légales',
      slug: 'mentions-legales',
      content: 'Éditeur\u00a0: Prêtscope.',
      createdAt: day('2026-01-01'),
      modifiedAt: day('2026-02-01'),
    },
    {
      title: 'Politique de confidentialité',
      slug: 'politique-de-confidentialite',
      content: 'Vos données.',
      createdAt: day('2026-01-01'),
      modifiedAt: day('2026-03-01'),
    },
  ],
};

const HIDDEN_ARTICLES = ['brouillon', 'a-paraitre'];
const NEWEST_FIRST = ['publie-maintenant', 'taeg-explique', 'assurance-emprunteur', 'frais-de-notaire', 'guide-credit-conso', 'sans-date'];

/**
 * The contract of ContentReader: the in-memory fake and every persistence adapter run it unchanged. The factory is
 * called once with CONTENT_FIXTURE and a clock at CONTENT_NOW, which one case moves forward and back; the cases only
 * read.
 */
export function describeContentReaderContract(name: string, makeContent: ContentReaderFactory): void {
  describe(`${name}: content reader contract`, () => {
    let reader: ContentReader;
    let ids: ContentUnderTest['ids'];
    let now = CONTENT_NOW;
    beforeAll(async () => {
      ({ reader, ids } = await makeContent(CONTENT_FIXTURE, { now: () => now }));
    });

    const slugsOf = (page: ArticlePage) => page.articles.map((listing) => listing.article.slug);
    const page = (offset: number, limit: number) => ({ offset, limit });

    it('lists the visible articles newest first: by publication date, then id, undated last', async () => {
      const all = await reader.articles({ page: page(0, 20) });
      expect(slugsOf(all)).toEqual(NEWEST_FIRST);
      expect(all.count).toBe(6);
    });

    it('pages the list, the count staying the total', async () => {
      expect(await reader.articles({ page: page(2, 2) }).then(slugsOf)).toEqual(NEWEST_FIRST.slice(2, 4));
      const last = await reader.articles({ page: page(4, 2) });
      expect([slugsOf(last), last.count]).toEqual([NEWEST_FIRST.slice(4), 6]);
      const beyond = await reader.articles({ page: page(50, 10) });
      expect([slugsOf(beyond), beyond.count]).toEqual([[], 6]);
      // A limit is taken between 1 and 100.
      expect(await reader.articles({ page: page(0, 1_000) }).then(slugsOf)).toEqual(NEWEST_FIRST);
      expect(await reader.articles({ page: page(0, 0) }).then(slugsOf)).toEqual(NEWEST_FIRST.slice(0, 1));
    });

    it('gives each listed article its author, and no text', async () => {
      const { articles } = await reader.articles({ page: page(0, 20) });
      const bySlug = new Map<string, ArticleListing>(articles.map((listing) => [listing.article.slug, listing]));
      const taeg = bySlug.get('taeg-explique');
      const { content: _content, author: _author, ...shown } = CONTENT_FIXTURE.articles[0]!;
      expect(taeg?.article).toEqual({ ...shown, id: expect.any(Number), authorId: ids.author('claire-martin') });
      expect(taeg?.article).not.toHaveProperty('content');
      expect(taeg?.author).toEqual({ ...CONTENT_FIXTURE.authors[0], id: ids.author('claire-martin') });
      expect(bySlug.get('assurance-emprunteur')?.author).toBeNull();
      expect(bySlug.get('sans-date')?.article.publishedAt).toBeNull();
      expect(bySlug.get('frais-de-notaire')?.article.subcategory).toBe('immobilier');
    });

    it('searches title, summary and slug literally, case and apostrophes aside, among visible articles only', async () => {
      expect(await reader.articles({ search: 'taeg', page: page(0, 20) }).then(slugsOf)).toEqual(['taeg-explique']);
      expect(await reader.articles({ search: 'EFFECTIF', page: page(0, 20) }).then(slugsOf)).toEqual(['taeg-explique']);
      expect(await reader.articles({ search: 'frais-de', page: page(0, 20) }).then(slugsOf)).toEqual(['frais-de-notaire']);
      const many = await reader.articles({ search: 'article', page: page(0, 1) });
      expect([slugsOf(many), many.count]).toEqual([['sans-date'], 1]);
      expect((await reader.articles({ search: 'brouillon', page: page(0, 20) })).count).toBe(0);
      expect((await reader.articles({ search: 'paraître', page: page(0, 20) })).count).toBe(0);
      // Stored text is typeset (« L’assurance »); a keyboard types a straight apostrophe: both find it.
      expect(await reader.articles({ search: "l'assurance", page: page(0, 20) }).then(slugsOf)).toEqual(['assurance-emprunteur']);
      expect(await reader.articles({ search: 'L’ASSURANCE', page: page(0, 20) }).then(slugsOf)).toEqual(['assurance-emprunteur']);
      expect((await reader.articles({ search: "l'instant", page: page(0, 20) })).count).toBe(1);
      expect((await reader.articles({ search: '%', page: page(0, 20) })).count).toBe(0);
      expect((await reader.articles({ search: '_', page: page(0, 20) })).count).toBe(0);
      expect((await reader.articles({ search: '', page: page(0, 20) })).count).toBe(6);
    });

    it('lists an author’s visible articles', async () => {
      const claire = await reader.articles({ authorId: ids.author('claire-martin'), page: page(0, 100) });
      expect([slugsOf(claire), claire.count]).toEqual([['taeg-explique', 'frais-de-notaire', 'guide-credit-conso'], 3]);
      expect(await reader.articles({ authorId: ids.author('paul-durand'), page: page(0, 100) })).toEqual({ articles: [], count: 0 });
      expect(await reader.articles({ authorId: ids.author('claire-martin'), search: 'frais', page: page(0, 100) }).then(slugsOf)).toEqual([
        'frais-de-notaire',
      ]);
    });

    it('answers a visible article by its slug, with its text and author', async () => {
      const found = await reader.articleBySlug('taeg-explique');
      const { author: _author, ...stored } = CONTENT_FIXTURE.articles[0]!;
      expect(found).toEqual({
        article: { ...stored, id: expect.any(Number), authorId: ids.author('claire-martin') },
        author: { ...CONTENT_FIXTURE.authors[0], id: ids.author('claire-martin') },
      });
      expect((await reader.articleBySlug('assurance-emprunteur'))?.author).toBeNull();
      expect(await reader.articleBySlug('inconnu')).toBeNull();
    });

    it('never answers a draft or an article dated after now, from any method', async () => {
      for (const slug of HIDDEN_ARTICLES) expect(await reader.articleBySlug(slug), slug).toBeNull();
      const everything = [
        ...slugsOf(await reader.articles({ page: page(0, 100) })),
        ...slugsOf(await reader.articles({ authorId: ids.author('claire-martin'), page: page(0, 100) })),
        ...slugsOf(await reader.articles({ authorId: ids.author('paul-durand'), page: page(0, 100) })),
        ...(await reader.sitemap()).articles.map((entry) => entry.slug),
      ];
      for (const slug of HIDDEN_ARTICLES) expect(everything, slug).not.toContain(slug);
    });

    it('shows an article once its date has come, at the time of each call', async () => {
      try {
        now = new Date('2026-12-01T00:00:00.000Z');
        expect(await reader.articles({ page: page(0, 1) }).then(slugsOf)).toEqual(['a-paraitre']);
        expect((await reader.articleBySlug('a-paraitre'))?.article.slug).toBe('a-paraitre');
        expect((await reader.sitemap()).articles.map((entry) => entry.slug)).toContain('a-paraitre');
        now = new Date(CONTENT_NOW.getTime() - 1);
        expect(await reader.articleBySlug('publie-maintenant')).toBeNull();
      } finally {
        now = CONTENT_NOW;
      }
      expect(await reader.articleBySlug('a-paraitre')).toBeNull();
    });

    it('answers any article by id for a preview, drafts and scheduled ones too, with its author', async () => {
      for (const slug of ['brouillon', 'a-paraitre', 'taeg-explique']) {
        const found = await reader.articleForPreview(ids.article(slug));
        const { author, ...stored } = CONTENT_FIXTURE.articles.find((article) => article.slug === slug)!;
        expect(found?.article, slug).toEqual({
          ...stored,
          id: ids.article(slug),
          authorId: author === null ? null : ids.author(author),
        });
        expect(found?.author?.slug ?? null, slug).toBe(author);
      }
      expect(await reader.articleForPreview(999_999)).toBeNull();
    });

    it('answers every rubrique in French order by name, with the slugs it had', async () => {
      expect((await reader.rubriques()).map(({ id: _id, ...rubrique }) => rubrique)).toEqual([
        { name: 'Crédit à la consommation', slug: 'credit-conso', previousSlugs: [] },
        { name: 'Épargne', slug: 'epargne', previousSlugs: [] },
        { name: 'Immobilier', slug: 'immobilier', previousSlugs: [] },
      ]);
    });

    it('answers an author and a legal page by their slug', async () => {
      expect(await reader.authorBySlug('paul-durand')).toEqual({ ...CONTENT_FIXTURE.authors[1], id: ids.author('paul-durand') });
      expect(await reader.authorBySlug('inconnu')).toBeNull();
      expect(await reader.legalPageBySlug('mentions-legales')).toEqual({ ...CONTENT_FIXTURE.legalPages[0], id: expect.any(Number) });
      expect(await reader.legalPageBySlug('inconnue')).toBeNull();
    });

    it('names every listed page for the sitemap, by id', async () => {
      const sitemap = await reader.sitemap();
      expect(sitemap.articles).toEqual([
        { slug: 'taeg-explique', subcategory: null, modifiedAt: day('2026-06-01') },
        { slug: 'frais-de-notaire', subcategory: 'immobilier', modifiedAt: day('2026-06-01') },
        { slug: 'assurance-emprunteur', subcategory: null, modifiedAt: day('2026-06-01') },
        { slug: 'sans-date', subcategory: null, modifiedAt: day('2026-06-01') },
        { slug: 'guide-credit-conso', subcategory: 'credit-conso', modifiedAt: day('2026-09-02') },
        { slug: 'publie-maintenant', subcategory: null, modifiedAt: day('2026-06-01') },
      ]);
      expect(sitemap.legalPages).toEqual([
        { slug: 'mentions-legales', modifiedAt: day('2026-02-01') },
        { slug: 'politique-de-confidentialite', modifiedAt: day('2026-03-01') },
      ]);
    });
  });
}
