import { slugify } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { SEED_ADVERTISERS } from './data/advertisers.ts';
import { SEED_CATEGORIES } from './data/categories.ts';
import { SEED_PRODUCT_TEMPLATES } from './data/products.ts';
import { planDemoProducts, templateFits } from './plan-demo-products.ts';

describe('planDemoProducts', () => {
  const plans = planDemoProducts(SEED_ADVERTISERS, SEED_PRODUCT_TEMPLATES);

  it('plans 60 to 100 products, only from templates that fit their advertiser, each pair once', () => {
    expect(plans.length).toBeGreaterThanOrEqual(60);
    expect(plans.length).toBeLessThanOrEqual(100);
    for (const plan of plans)
      expect(templateFits(plan.template, plan.advertiser), `${plan.advertiser.slug} × ${plan.template.name}`).toBe(true);
    const slugs = plans.map((plan) => slugify(`${plan.advertiser.slug}-${plan.template.name}`));
    expect(new Set(slugs).size).toBe(plans.length);
  });

  it('gives every advertiser 2 to 4 products and covers every category', () => {
    for (const advertiser of SEED_ADVERTISERS) {
      const count = plans.filter((plan) => plan.advertiser === advertiser).length;
      expect(count, advertiser.slug).toBeGreaterThanOrEqual(2);
      expect(count, advertiser.slug).toBeLessThanOrEqual(4);
    }
    expect(new Set(plans.map((plan) => plan.template.categorySlug))).toEqual(new Set(SEED_CATEGORIES.map((category) => category.slug)));
  });

  it('respects the templates’ countries and exclusions: no crypto specialist offers a mortgage, no Belgian consolidation', () => {
    const specialists = ['valorum-lombard-luxembourg', 'coudenberg-lombard', 'carmin-actifs-numeriques'];
    expect(
      plans.filter((plan) => specialists.includes(plan.advertiser.slug)).every((plan) => plan.template.categorySlug === 'pret-crypto'),
    ).toBe(true);
    expect(plans.some((plan) => plan.advertiser.country === 'BE' && plan.template.categorySlug === 'regroupement-de-credit')).toBe(false);
    expect(plans.every((plan) => plan.template.countries.includes(plan.advertiser.country))).toBe(true);
  });

  it('sponsors 3 to 5 offers, prioritizes a few, and places some bank offers through a broker of the same country', () => {
    const sponsored = plans.filter((plan) => plan.isSponsored);
    expect(sponsored.length).toBeGreaterThanOrEqual(3);
    expect(sponsored.length).toBeLessThanOrEqual(5);
    expect(plans.filter((plan) => plan.isPrioritized).length).toBeGreaterThanOrEqual(3);
    const viaBroker = plans.filter((plan) => plan.broker);
    expect(viaBroker.length).toBeGreaterThanOrEqual(3);
    for (const plan of viaBroker) {
      expect(plan.advertiser.kind).toBe('banque');
      expect(plan.broker?.kind).toBe('courtier');
      expect(plan.broker?.country).toBe(plan.advertiser.country);
    }
  });

  it('is the same plan on every run', () => {
    const again = planDemoProducts(SEED_ADVERTISERS, SEED_PRODUCT_TEMPLATES);
    expect(
      again.map((plan) => [plan.advertiser.slug, plan.template.name, plan.isSponsored, plan.isPrioritized, plan.broker?.slug]),
    ).toEqual(plans.map((plan) => [plan.advertiser.slug, plan.template.name, plan.isSponsored, plan.isPrioritized, plan.broker?.slug]));
  });
});
