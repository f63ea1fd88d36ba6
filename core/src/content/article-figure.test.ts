import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementsOf, hostileText, parseSvg, shownText } from '../images/parse-svg.test-support.ts';
import { contrastRatio } from '../images/svg-text.ts';
import { articleFigureSvg, FIGURE_COLOURS, formatFigure, wrapText, type ArticleFigure, type ArticleFigureSpec } from './article-figure.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const DEBT_RATIO: ArticleFigureSpec = {
  id: 'capacite.svg',
  title: 'La règle des 35 % appliquée à 4 500 € de revenus nets',
  alt: 'Répartition d’un revenu net de 4 500 €',
  unit: '€',
  figure: {
    kind: 'share',
    items: [
      { label: 'Mensualités', value: 1575 },
      { label: 'Reste des revenus', value: 2925 },
    ],
    limit: { percent: 35, label: 'Plafond : 35 %' },
  },
};

const FIGURES: Record<ArticleFigure['kind'], ArticleFigure> = {
  share: DEBT_RATIO.figure,
  bars: {
    kind: 'bars',
    items: [
      { label: 'Flandre (2 %)', value: 7000 },
      { label: 'Wallonie (3 %)', value: 10500 },
    ],
  },
  columns: {
    kind: 'columns',
    panels: [
      {
        title: 'Mensualité',
        items: [
          { label: 'Avant', value: 650 },
          { label: 'Après', value: 348.96 },
        ],
      },
      {
        title: 'Durée',
        unit: 'mois',
        items: [
          { label: 'Avant', value: 30 },
          { label: 'Après', value: 41 },
        ],
      },
    ],
  },
  line: {
    kind: 'line',
    points: [
      { x: 2, y: 1297.67 },
      { x: 5, y: 1692.89 },
      { x: 3, y: 1422.63 },
    ],
    xUnit: '%',
    xLabel: 'Taux révisé',
    reference: { value: 1501.87, label: 'Taux fixe' },
  },
  scale: {
    kind: 'scale',
    markers: [
      { label: 'Liquidation', value: 85 },
      { label: 'LTV initial', value: 40 },
      { label: 'Appel de marge', value: 70 },
    ],
  },
};

const svgOf = (figure: ArticleFigure, extra: Partial<ArticleFigureSpec> = {}) => articleFigureSvg({ ...DEBT_RATIO, figure, ...extra });

describe('articleFigureSvg', () => {
  it('draws a 16:9 picture named by its title and described by every figure, in French', () => {
    const root = parseSvg(articleFigureSvg(DEBT_RATIO));
    expect(root.attributes.viewBox).toBe('0 0 720 405');
    expect(root.attributes.role).toBe('img');
    expect(root.attributes['aria-labelledby']).toBe('capacite-title capacite-desc');
    const title = root.children.find((child) => child.name === 'title');
    const desc = root.children.find((child) => child.name === 'desc');
    expect(title?.text).toBe(DEBT_RATIO.title);
    expect(desc?.text).toBe(
      `Répartition d’un revenu net de 4 500 €. Mensualités : 1${NNBSP}575${NBSP}€ ; Reste des revenus : 2${NNBSP}925${NBSP}€ ; Plafond : 35 % : 35${NBSP}%.`,
    );
  });

  it('shows the parts of a whole with their shares and the limit', () => {
    const shown = shownText(parseSvg(articleFigureSvg(DEBT_RATIO)));
    expect(shown).toContain(`35${NBSP}%`);
    expect(shown).toContain(`65${NBSP}%`);
    expect(shown).toContain('Plafond : 35 %');
    expect(shown).toContain(`Mensualités : 1${NNBSP}575${NBSP}€ (35${NBSP}%)`);
  });

  it('draws columns in panels each on its own scale, with its own unit', () => {
    const root = parseSvg(svgOf(FIGURES.columns));
    const shown = shownText(root);
    expect(shown).toEqual(expect.arrayContaining(['Mensualité', 'Durée', `650${NBSP}€`, `348,96${NBSP}€`, `41${NBSP}mois`]));
    const heights = elementsOf(root)
      .filter((element) => element.name === 'rect' && element.attributes.rx === '4')
      .map((element) => Number(element.attributes.height));
    // The tallest column of each panel reaches the same height: 650 € and 41 mois.
    expect(heights[0]).toBeCloseTo(heights[3] as number, 5);
    expect(heights[1]).toBeLessThan(heights[0] as number);
  });

  it('draws a line through the points in the order of x, with the reference level', () => {
    const root = parseSvg(svgOf(FIGURES.line));
    const path = elementsOf(root).find((element) => element.name === 'path')?.attributes.d ?? '';
    const xs = [...path.matchAll(/[ML]([\d.]+) /g)].map((match) => Number(match[1]));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(shownText(root)).toEqual(
      expect.arrayContaining([`2${NBSP}%`, `5${NBSP}%`, `Taux fixe : 1${NNBSP}501,87${NBSP}€`, `1${NNBSP}692,89${NBSP}€`]),
    );
  });

  it('marks thresholds on a scale from 0 to 100 %, in order', () => {
    const shown = shownText(parseSvg(svgOf(FIGURES.scale, { unit: '%' })));
    expect(shown.filter((text) => ['LTV initial', 'Appel de marge', 'Liquidation'].includes(text))).toEqual([
      'LTV initial',
      'Appel de marge',
      'Liquidation',
    ]);
    expect(shown).toEqual(expect.arrayContaining([`0${NBSP}%`, `85${NBSP}%`, `100${NBSP}%`]));
  });

  it('draws two figures differently, and the same figure the same way', () => {
    const drawings = Object.values(FIGURES).map((figure) => svgOf(figure));
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(svgOf(FIGURES.bars)).toBe(svgOf(FIGURES.bars));
  });

  it('uses series colours that read against white, and white text on them (WCAG AA)', () => {
    for (const colour of FIGURE_COLOURS) expect(contrastRatio(colour, '#FFFFFF'), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('writes figures the French way', () => {
    expect(formatFigure(1250.82, '€')).toBe(`1${NNBSP}250,82${NBSP}€`);
    expect(formatFigure(18750, '€')).toBe(`18${NNBSP}750${NBSP}€`);
    expect(formatFigure(40, '%')).toBe(`40${NBSP}%`);
    expect(wrapText(`Mensualités de 1${NNBSP}575${NBSP}€ au plus`, 9)).toEqual([`Mensualités`, `de`, `1${NNBSP}575${NBSP}€`, 'au plus']);
    // A figure typed with plain spaces is never cut either.
    expect(wrapText('Apport de 40 000 € sur 25 ans', 8)).toEqual(['Apport', 'de', `40${NNBSP}000${NBSP}€`, 'sur', `25${NBSP}ans`]);
  });

  describe('properties', () => {
    const items = fc.array(fc.record({ label: hostileText(30), value: fc.double({ min: 0, max: 1e7, noNaN: true }) }), {
      minLength: 1,
      maxLength: 5,
    });
    const figures: fc.Arbitrary<ArticleFigure> = fc.oneof(
      items.map((list) => ({ kind: 'bars' as const, items: list })),
      fc
        .array(fc.record({ title: hostileText(20), items }), { minLength: 1, maxLength: 3 })
        .map((panels) => ({ kind: 'columns' as const, panels })),
      fc
        .tuple(
          items,
          fc.option(fc.record({ percent: fc.double({ min: 0, max: 100, noNaN: true }), label: hostileText(20) }), { nil: undefined }),
        )
        .map(([list, limit]) => ({ kind: 'share' as const, items: list, ...(limit ? { limit } : {}) })),
      fc
        .record({
          points: fc.array(
            fc.record({ x: fc.double({ min: -100, max: 100, noNaN: true }), y: fc.double({ min: -1e6, max: 1e6, noNaN: true }) }),
            {
              minLength: 1,
              maxLength: 6,
            },
          ),
          xLabel: hostileText(20),
        })
        .map(({ points, xLabel }) => ({ kind: 'line' as const, points, xUnit: '%', xLabel })),
      items.map((list) => ({ kind: 'scale' as const, markers: list.map((item) => ({ ...item, value: item.value % 101 })) })),
    );

    it('is a well-formed SVG with finite coordinates and every label carried, whatever the figures and texts', () => {
      fc.assert(
        fc.property(figures, hostileText(80), hostileText(80), (figure, title, alt) => {
          const root = parseSvg(articleFigureSvg({ id: 'x', title, alt, unit: '€', figure }));
          expect(root.attributes.viewBox).toBe('0 0 720 405');
          for (const element of elementsOf(root)) {
            for (const name of ['x', 'y', 'width', 'height', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy']) {
              const value = element.attributes[name];
              if (value !== undefined) expect(Number.isFinite(Number(value)), `${element.name} ${name}=${value}`).toBe(true);
            }
            expect(Number(element.attributes.width ?? 0)).toBeGreaterThanOrEqual(0);
            expect(Number(element.attributes.height ?? 0)).toBeGreaterThanOrEqual(0);
          }
          expect(elementsOf(root).map((element) => element.name)).not.toContain('script');
        }),
      );
    });
  });
});
