import type { ApiType, ResourceStore } from '@pretscope/core';

export const categoryConfig = {
  amounts: [100_000, 200_000, 300_000],
  durations: [120, 240],
  amountIndex: 1,
  durationIndex: 1,
  durationUnit: 'year',
  bounds: { minAmount: 50_000, maxAmount: 1_000_000, minDuration: 60, maxDuration: 360 },
};

export const productConfig = { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: '' };
const consent = { given: true, text: 'J’accepte d’être recontacté.', version: '2026-11' };

/** Creates a record through the store and answers its id, failing loudly (fixtures must not fail silently). */
export async function make(store: ResourceStore, type: ApiType, attributes: Record<string, unknown>): Promise<number> {
  const created = await store.create(type, attributes);
  if (!created.ok) throw new Error(`fixture ${type} failed: ${JSON.stringify(created.error)}`);
  return created.value.id;
}

/** A small graph: three advertisers (LUX, BE, FR), two categories, three products, observations and the rest. */
export async function seedGraph(store: ResourceStore) {
  const mortgage = await make(store, 'categories', {
    name: 'Prêt immobilier',
    slug: 'pret-immobilier',
    title: 'Comparer les prêts immobiliers',
    config: categoryConfig,
    faq: [{ question: 'Quel taux ?', answer: 'Cela dépend.' }],
    isBlacklisted: false,
  });
  const personal = await make(store, 'categories', { name: 'Prêt personnel', slug: 'pret-personnel', config: categoryConfig, faq: [] });
  const alpha = await make(store, 'announcers', {
    name: 'Banque Alpha',
    slug: 'banque-alpha',
    country: 'FR',
    advertisersCategory: 'banque',
  });
  const beta = await make(store, 'announcers', { name: 'Banque Bêta', slug: 'banque-beta', country: 'BE', advertisersCategory: 'banque' });
  const gamma = await make(store, 'announcers', {
    name: 'Courtier Gamma',
    slug: 'courtier-gamma',
    country: 'LUX',
    advertisersCategory: 'courtier',
  });
  const home = await make(store, 'products', {
    name: 'Prêt habitat fixe',
    slug: 'alpha-habitat-fixe',
    advertiserId: alpha,
    categories: [mortgage],
    config: productConfig,
    tags: ['fixe', 'habitat'],
    aprValue: 3.4,
  });
  const variable = await make(store, 'products', {
    name: 'Crédit hypothécaire variable',
    slug: 'beta-hypothecaire-variable',
    advertiserId: beta,
    categories: [mortgage],
    config: productConfig,
    tags: ['variable'],
    aprValue: 3.1,
    isSponsored: true,
  });
  const consumer = await make(store, 'products', {
    name: 'Prêt perso express',
    slug: 'gamma-perso-express',
    advertiserId: gamma,
    advertiserBrokerId: gamma,
    viaBroker: true,
    categories: [personal, mortgage],
    config: productConfig,
    tags: ['express'],
    aprValue: 6.2,
  });
  return { categories: { mortgage, personal }, advertisers: { alpha, beta, gamma }, products: { home, variable, consumer } };
}

/** Valid attributes to create one record of each type, given the graph's ids. */
export function creatableRecords(
  graph: Awaited<ReturnType<typeof seedGraph>>,
): Record<ApiType, { create: Record<string, unknown>; update: Record<string, unknown> }> {
  const { products, categories, advertisers } = graph;
  return {
    categories: {
      create: { name: 'Prêt auto', slug: 'pret-auto', config: categoryConfig, faq: [] },
      update: { title: 'Comparer les prêts auto' },
    },
    announcers: {
      create: { name: 'Banque Delta', slug: 'banque-delta', country: 'LUX' },
      update: { website: 'https://www.banque-delta.example' },
    },
    products: {
      create: {
        name: 'Prêt vert',
        slug: 'delta-pret-vert',
        advertiserId: advertisers.alpha,
        categories: [categories.personal],
        config: productConfig,
      },
      update: { isActive: false, categories: [categories.mortgage, categories.personal] },
    },
    loans: { create: { rate: 3.25, amount: 200_000, duration: 240, productId: products.home }, update: { rate: 3.3 } },
    loanstats: { create: { count: 3, min: 3, max: 3.5, mean: 3.2, std: 0.2, productId: products.home }, update: { count: 4 } },
    users: {
      create: { email: 'redaction@pretscope.example', firstName: 'Rédaction', lastName: 'Équipe', roles: ['editor'], passwordHash: 'hash' },
      update: { roles: ['editor', 'admin'] },
    },
    batch_count: { create: { title: 'Lettre de novembre', recipient: 'Abonnés de la lettre' }, update: { countOpenings: 12 } },
    loggederror: { create: { content: 'error : boom', ip: '192.0.2.0', sheet: 'global', url: '/pret-auto' }, update: { sheet: 'admin' } },
    articles: {
      create: {
        title: 'Le TAEG expliqué',
        slug: 'le-taeg-explique',
        content: '# TAEG',
        isPublished: true,
        publishedAt: new Date('2026-11-01T00:00:00Z'),
      },
      update: { subcategory: 'guides-pays' },
    },
    legalpages: {
      create: { title: 'Mentions légales', slug: 'mentions-legales', content: 'Éditeur : Prêtscope' },
      update: { content: 'Éditeur : Prêtscope S.à r.l.' },
    },
    authors: { create: { name: 'Claire Martin', slug: 'claire-martin', bio: 'Analyste.' }, update: { bio: 'Analyste crédit.' } },
    rubriques: { create: { name: 'Épargne', slug: 'epargne' }, update: { name: 'Épargne et budget' } },
    leads: {
      create: {
        kind: 'pret-hypothecaire',
        firstName: 'Léa',
        lastName: 'Dupont',
        email: 'lea@example.org',
        country: 'LUX',
        amount: 300_000,
        duration: 300,
        consent,
      },
      update: { status: 'transmis' },
    },
    reminders: {
      create: { email: 'lea@example.org', categoryId: categories.mortgage, amount: 250_000, duration: 240, targetRate: 3, consent },
      update: { targetRate: 2.9 },
    },
    clicks: { create: { productId: products.home, advertiserId: advertisers.alpha, ip: '192.0.2.0' }, update: { ip: null } },
  };
}
