import type { SeedAdvertiser } from './data/advertisers.ts';
import type { SeedProductTemplate } from './data/products.ts';

/** One demo product: an advertiser offering a template, with how the comparator should treat it. */
export interface DemoProductPlan {
  advertiser: SeedAdvertiser;
  template: SeedProductTemplate;
  isSponsored: boolean;
  isPrioritized: boolean;
  /** The broker the offer is taken out through, when it is (viaBroker). */
  broker: SeedAdvertiser | null;
}

/** Products per advertiser: banks offer a few, brokers show a couple of their own next to the banks they place. */
const PRODUCTS_PER_KIND: Readonly<Record<string, number>> = { banque: 3, courtier: 2 };
/** Categories whose first offer (each from a different bank) is sponsored: the pages visitors see most. */
const SPONSORED_CATEGORIES = ['pret-hypothecaire', 'pret-immobilier', 'pret-personnel', 'pret-auto'];
/** Every this-many-th bank offer that a broker of the same country could place is taken out through one. */
const BROKER_EVERY = 3;

/** Whether a template applies to an advertiser (see data/products.ts). */
export function templateFits(template: SeedProductTemplate, advertiser: SeedAdvertiser): boolean {
  return (
    template.countries.includes(advertiser.country) &&
    (!template.kinds || template.kinds.includes(advertiser.kind)) &&
    (!template.advertiserSlugs || template.advertiserSlugs.includes(advertiser.slug)) &&
    !(template.excludeAdvertiserSlugs ?? []).includes(advertiser.slug)
  );
}

/**
 * The demo products: for each advertiser, a few of the templates that fit it (2 for brokers, 3 for banks), one per
 * category in turn so that each advertiser covers several kinds of loans, its main category first (the first in
 * template order: mortgages for most banks), and within a category the template used least so far, so that the
 * banks do not all offer the same product. Deterministic: no randomness, the same plan on every run.
 */
export function planDemoProducts(advertisers: readonly SeedAdvertiser[], templates: readonly SeedProductTemplate[]): DemoProductPlan[] {
  const used = new Map<SeedProductTemplate, number>();
  const plans: DemoProductPlan[] = [];

  advertisers.forEach((advertiser, advertiserIndex) => {
    const fitting = templates.filter((template) => templateFits(template, advertiser));
    const quota = Math.min(fitting.length, PRODUCTS_PER_KIND[advertiser.kind] ?? 2);
    const categories = [...new Set(fitting.map((template) => template.categorySlug))];
    // The main category stays first; the others rotate from one advertiser to the next.
    const [main, ...others] = categories;
    const turn = others.length > 0 ? advertiserIndex % others.length : 0;
    const order = main === undefined ? [] : [main, ...others.slice(turn), ...others.slice(0, turn)];

    const picked: SeedProductTemplate[] = [];
    while (picked.length < quota) {
      const before = picked.length;
      for (const category of order) {
        if (picked.length >= quota) break;
        const candidates = fitting.filter((template) => template.categorySlug === category && !picked.includes(template));
        const choice = leastUsed(candidates, used, advertiserIndex);
        if (!choice) continue;
        picked.push(choice);
        used.set(choice, (used.get(choice) ?? 0) + 1);
      }
      if (picked.length === before) break;
    }
    for (const template of picked) plans.push({ advertiser, template, isSponsored: false, isPrioritized: false, broker: null });
  });

  markSponsored(plans);
  markPrioritized(plans);
  assignBrokers(plans, advertisers, templates);
  return plans;
}

function leastUsed(
  candidates: readonly SeedProductTemplate[],
  used: ReadonlyMap<SeedProductTemplate, number>,
  turn: number,
): SeedProductTemplate | undefined {
  let best: SeedProductTemplate | undefined;
  let bestKey = Infinity;
  candidates.forEach((template, index) => {
    // Ties go round: the advertiser's index shifts which of the equally used templates comes first.
    const key = (used.get(template) ?? 0) * candidates.length + ((index - turn + candidates.length * 1000) % candidates.length);
    if (key < bestKey) {
      bestKey = key;
      best = template;
    }
  });
  return best;
}

function markSponsored(plans: DemoProductPlan[]): void {
  const sponsors = new Set<string>();
  for (const category of SPONSORED_CATEGORIES) {
    const plan = plans.find(
      (candidate) =>
        candidate.template.categorySlug === category && candidate.advertiser.kind === 'banque' && !sponsors.has(candidate.advertiser.slug),
    );
    if (!plan) continue;
    plan.isSponsored = true;
    sponsors.add(plan.advertiser.slug);
  }
}

/** One prioritized offer per category, from the middle of its list, so that the effect shows in the ranking. */
function markPrioritized(plans: DemoProductPlan[]): void {
  const categories = [...new Set(plans.map((plan) => plan.template.categorySlug))];
  for (const category of categories) {
    const inCategory = plans.filter((plan) => plan.template.categorySlug === category && !plan.isSponsored);
    const plan = inCategory[Math.floor(inCategory.length / 2)];
    if (plan) plan.isPrioritized = true;
  }
}

/** Brokers of the bank's country that handle the category (some template of it fits them), in a fixed order. */
function assignBrokers(plans: DemoProductPlan[], advertisers: readonly SeedAdvertiser[], templates: readonly SeedProductTemplate[]): void {
  const handles = (broker: SeedAdvertiser, category: string) =>
    templates.some((template) => template.categorySlug === category && templateFits(template, broker));
  const turns = new Map<string, number>();
  let eligible = 0;
  for (const plan of plans) {
    if (plan.advertiser.kind !== 'banque' || plan.isSponsored) continue;
    const category = plan.template.categorySlug;
    const brokers = advertisers.filter(
      (candidate) => candidate.kind === 'courtier' && candidate.country === plan.advertiser.country && handles(candidate, category),
    );
    if (brokers.length === 0) continue;
    eligible++;
    if (eligible % BROKER_EVERY !== 1) continue;
    const key = `${plan.advertiser.country}/${category}`;
    const turn = turns.get(key) ?? 0;
    plan.broker = brokers[turn % brokers.length] ?? null;
    turns.set(key, turn + 1);
  }
}
