/** The writes the upgrade-from-6.x fixtures hold besides the demo seed (scripts/make-upgrade-fixtures.ts). */
export const UPGRADE_FIXTURE = {
  seedNow: new Date('2026-11-22T10:00:00Z'),
  lead: {
    kind: 'pret-hypothecaire',
    firstName: 'Élodie',
    lastName: 'Fixture',
    email: 'elodie.fixture@example.org',
    country: 'LUX',
    amount: 325_000,
    duration: 300,
    consent: { given: true, text: 'J’accepte d’être recontactée.', version: '2026-11' },
  },
  article: {
    title: 'Taux de novembre : la base 6.x',
    slug: 'taux-de-novembre-base-6x',
    content: '# Novembre\n\nÉcrit par MikroORM 6.',
    isPublished: true,
    publishedAt: new Date('2026-11-27T08:30:00.123Z'),
  },
  /** Product 1's imported rates of 27 November 2026. */
  rates: [
    { productId: 1, rate: 3.125, amount: 200_000, duration: 240, createdAt: new Date('2026-11-27T00:00:00Z') },
    { productId: 1, rate: 3.375, amount: 300_000, duration: 300, createdAt: new Date('2026-11-27T00:00:00Z') },
    { productId: 2, rate: 2.95, amount: 150_000, duration: 180, createdAt: new Date('2026-11-27T00:00:00Z') },
  ],
  rateLimitAt: new Date('2026-11-27T12:00:00Z'),
};
