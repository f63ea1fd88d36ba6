import { describe, expect, it } from 'vitest';
import { articleImageSvg, wrapText } from './article-image-svg.ts';
import { expectWellFormedSvg } from './seed-databases.test-support.ts';

describe('articleImageSvg', () => {
  const chart = {
    path: '/images/articles/exemple.svg',
    alt: 'Deux montants comparés',
    kind: 'chart' as const,
    title: 'Un titre assez long pour devoir passer à la ligne dans le graphique en barres',
    series: [
      { label: 'Avant', value: 1250.5 },
      { label: 'Après', value: 980 },
    ],
    unit: '€',
  };

  it('draws a bar per value, with the values in French in the description for screen readers', () => {
    const svg = articleImageSvg(chart);
    expectWellFormedSvg(svg);
    expect(svg).toContain('aria-labelledby="exemple-title exemple-desc"');
    expect(svg).toContain('<desc id="exemple-desc">Deux montants comparés. Avant : 1 250,50 € ; Après : 980 €.</desc>');
    expect(svg.match(/<rect [^>]*height="24"/g)).toHaveLength(2);
    expect(svg.match(/<tspan/g)?.length).toBeGreaterThan(1);
  });

  it('draws an abstract illustration when there are no values, the same for the same image', () => {
    const illustration = {
      path: '/images/articles/idee.svg',
      alt: 'Illustration : une idée',
      kind: 'illustration' as const,
      title: 'Une idée',
    };
    const svg = articleImageSvg(illustration);
    expectWellFormedSvg(svg);
    expect(svg).toContain('<desc id="idee-desc">Illustration : une idée.</desc>');
    expect(articleImageSvg(illustration)).toBe(svg);
  });
});

describe('wrapText', () => {
  it('breaks between words at the width', () => {
    expect(wrapText('un deux trois quatre', 9)).toEqual(['un deux', 'trois', 'quatre']);
  });
});
