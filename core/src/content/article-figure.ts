import { formatNumber } from '../format/format-number.ts';
import { frenchTypography } from '../format/french-typography.ts';
import { escapeXml } from '../images/svg-text.ts';

/** One labelled figure of a chart: « Flandre (2 %) », 7000. */
export interface FigureItem {
  label: string;
  value: number;
}

/**
 * The figures an article discusses, as the chart that shows them best:
 * - `bars`: amounts side by side, one bar per line (long labels read across);
 * - `columns`: one or more panels of columns, each on its own scale (a monthly payment beside a total);
 * - `share`: the parts of one whole on a single bar, with an optional limit (35 % of an income);
 * - `line`: a figure as another varies (the monthly payment as the revised rate rises), with a reference level;
 * - `scale`: thresholds on a 0–100 % scale (a loan-to-value ratio's margin call and liquidation).
 */
export type ArticleFigure =
  | { kind: 'bars'; items: readonly FigureItem[] }
  | { kind: 'columns'; panels: readonly { title: string; unit?: string; items: readonly FigureItem[] }[] }
  | { kind: 'share'; items: readonly FigureItem[]; limit?: { percent: number; label: string } }
  | {
      kind: 'line';
      points: readonly { x: number; y: number }[];
      /** The unit of x, after each tick: « % ». */
      xUnit: string;
      /** What x is, under the axis: « Taux révisé après cinq ans ». */
      xLabel: string;
      reference?: { value: number; label: string };
    }
  | { kind: 'scale'; markers: readonly FigureItem[] };

/** An article's picture: what it shows (title), its text alternative, its unit and its figures. */
export interface ArticleFigureSpec {
  /** Makes the SVG's element ids unique when several are inlined in one page: the file's name. */
  id: string;
  title: string;
  /** The alternative text: what the picture shows, in one sentence. */
  alt: string;
  /** The unit of the values: « € », « % ». */
  unit: string;
  figure: ArticleFigure;
}

const WIDTH = 720;
/** 16:9, the proportions of the article cards' picture. */
const HEIGHT = 405;
const PADDING = 32;
const FONT_FAMILY = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const INK = '#1F2933';
const MUTED = '#3E4C59';
const LINE = '#CBD2D9';
const BORDER = '#E4E7EB';
/** Series colours, each at 4.5:1 at least against white (and white text on them): checked in the tests. */
export const FIGURE_COLOURS = ['#C2410C', '#1F3A5F', '#0F766E', '#6D28D9', '#64748B'] as const;
/** From safe to dangerous, for the zones of a scale. */
const RISK_RAMP = ['#0F766E', '#A16207', '#C2410C', '#B91C1C'] as const;

/**
 * The SVG of an article's picture, drawn from the figures the article discusses: self-contained, 720 × 405,
 * named by a <title> and described by a <desc> that writes every figure out, so a screen reader gets the content.
 */
export function articleFigureSvg(spec: ArticleFigureSpec): string {
  const ids = elementIds(spec.id);
  // 44 characters of bold 24 px fit 656 px in the widest fallback sans-serif (DejaVu Sans).
  const titleLines = wrapText(spec.title, 44).slice(0, 3);
  const top = PADDING + titleLines.length * 30 + 16;
  const area: Area = { left: PADDING, top, right: WIDTH - PADDING, bottom: HEIGHT - 24 };
  const drawn = draw(spec, area);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="${ids.title} ${ids.desc}">`,
    `<title id="${ids.title}">${escapeXml(spec.title)}</title>`,
    `<desc id="${ids.desc}">${escapeXml(`${sentence(spec.alt)} ${sentence(drawn.description)}`)}</desc>`,
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="12" fill="#FFFFFF" stroke="${BORDER}"/>`,
    `<g font-family="${escapeXml(FONT_FAMILY)}" fill="${INK}">`,
    `<text x="${PADDING}" y="${PADDING + 22}" font-size="24" font-weight="800">${titleLines
      .map((line, index) => `<tspan x="${PADDING}" dy="${index === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
      .join('')}</text>`,
    ...drawn.elements,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Drawn {
  elements: string[];
  /** Every figure in words: « Flandre (2 %) : 7 000 € ; … ». */
  description: string;
}

function draw(spec: ArticleFigureSpec, area: Area): Drawn {
  const { figure, unit } = spec;
  switch (figure.kind) {
    case 'bars':
      return bars(figure.items, unit, area);
    case 'columns':
      return columns(figure.panels, unit, area);
    case 'share':
      return share(figure.items, unit, area, figure.limit);
    case 'line':
      return line(figure, unit, area);
    case 'scale':
      return scale(figure.markers, unit, area);
  }
}

function bars(items: readonly FigureItem[], unit: string, area: Area): Drawn {
  const rowHeight = Math.min(76, (area.bottom - area.top) / Math.max(1, items.length));
  const valueSpace = 150;
  const max = maxOf(items.map((item) => item.value));
  const elements = items.flatMap((item, index) => {
    const y = area.top + index * rowHeight;
    const width = Math.max(3, ((area.right - area.left - valueSpace) * Math.max(0, item.value)) / max);
    return [
      text(area.left, y + 18, item.label, { size: 18, fill: MUTED }),
      `<rect x="${area.left}" y="${fixed(y + 28)}" width="${fixed(width)}" height="28" rx="4" fill="${colour(index)}"/>`,
      text(area.left + width + 10, y + 49, formatValue(item.value, unit), { size: 19, weight: 800 }),
    ];
  });
  return { elements, description: itemsInWords(items, unit) };
}

function columns(panels: Extract<ArticleFigure, { kind: 'columns' }>['panels'], unit: string, area: Area): Drawn {
  const gap = 40;
  const panelWidth = (area.right - area.left - gap * (panels.length - 1)) / Math.max(1, panels.length);
  const labelSpace = 46;
  const elements = panels.flatMap((panel, panelIndex) => {
    const left = area.left + panelIndex * (panelWidth + gap);
    const panelUnit = panel.unit ?? unit;
    const max = maxOf(panel.items.map((item) => item.value));
    const slot = panelWidth / Math.max(1, panel.items.length);
    const columnWidth = Math.min(110, slot * 0.62);
    // A value is about six of its characters wide: narrow slots (three columns in a half) get a smaller size.
    const valueSize = Math.max(13, Math.min(19, Math.floor(slot / 6.2)));
    const baseline = area.bottom - labelSpace;
    const chartTop = area.top + (panels.length > 1 ? 36 : 8) + 28;
    const title = panels.length > 1 ? [text(left, area.top + 20, panel.title, { size: 19, weight: 800 })] : [];
    const drawnColumns = panel.items.flatMap((item, index) => {
      const centre = left + slot * (index + 0.5);
      const height = Math.max(3, ((baseline - chartTop) * Math.max(0, item.value)) / max);
      const labelLines = wrapText(item.label, Math.max(8, Math.floor(slot / 9.5))).slice(0, 2);
      return [
        `<rect x="${fixed(centre - columnWidth / 2)}" y="${fixed(baseline - height)}" width="${fixed(columnWidth)}" height="${fixed(height)}" rx="4" fill="${colour(index)}"/>`,
        text(centre, baseline - height - 10, formatValue(item.value, panelUnit), { size: valueSize, weight: 800, anchor: 'middle' }),
        ...labelLines.map((labelLine, lineIndex) =>
          text(centre, baseline + 24 + lineIndex * 20, labelLine, { size: 16, fill: MUTED, anchor: 'middle' }),
        ),
      ];
    });
    return [
      ...title,
      ...drawnColumns,
      `<line x1="${fixed(left)}" y1="${fixed(baseline)}" x2="${fixed(left + panelWidth)}" y2="${fixed(baseline)}" stroke="${LINE}" stroke-width="2"/>`,
    ];
  });
  const description = panels
    .map((panel) => (panels.length > 1 ? `${panel.title} : ` : '') + itemsInWords(panel.items, panel.unit ?? unit))
    .join(' ; ');
  return { elements, description };
}

function share(items: readonly FigureItem[], unit: string, area: Area, limit?: { percent: number; label: string }): Drawn {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.value), 0) || 1;
  const barTop = area.top + (limit ? 44 : 16);
  const barHeight = 72;
  const width = area.right - area.left;
  let x = area.left;
  const segments = items.map((item, index) => {
    const segmentWidth = (width * Math.max(0, item.value)) / total;
    const percent = (100 * Math.max(0, item.value)) / total;
    const label =
      segmentWidth > 70
        ? [
            text(x + segmentWidth / 2, barTop + 44, formatFigure(Math.round(percent), '%'), {
              size: 20,
              weight: 800,
              fill: '#FFFFFF',
              anchor: 'middle',
            }),
          ]
        : [];
    const drawn = [
      `<rect x="${fixed(x)}" y="${barTop}" width="${fixed(segmentWidth)}" height="${barHeight}" fill="${colour(index)}"/>`,
      ...label,
    ];
    x += segmentWidth;
    return drawn.join('\n');
  });
  const marker = limit
    ? (() => {
        const limitX = area.left + (width * Math.min(100, Math.max(0, limit.percent))) / 100;
        const anchor = limit.percent > 70 ? 'end' : limit.percent < 30 ? 'start' : 'middle';
        return [
          `<line x1="${fixed(limitX)}" y1="${barTop - 10}" x2="${fixed(limitX)}" y2="${barTop + barHeight + 10}" stroke="${INK}" stroke-width="3" stroke-dasharray="6 4"/>`,
          text(limitX, barTop - 16, limit.label, { size: 17, weight: 800, anchor }),
        ];
      })()
    : [];
  const legendTop = barTop + barHeight + 44;
  const legendRow = Math.min(38, (area.bottom - legendTop) / Math.max(1, items.length));
  const legend = items.flatMap((item, index) => {
    const y = legendTop + index * legendRow;
    const percent = (100 * Math.max(0, item.value)) / total;
    return [
      `<rect x="${area.left}" y="${fixed(y - 16)}" width="20" height="20" rx="3" fill="${colour(index)}"/>`,
      text(area.left + 30, y, `${item.label} : ${formatValue(item.value, unit)} (${percentText(percent)})`, {
        size: 20,
      }),
    ];
  });
  const description = `${itemsInWords(items, unit)}${limit ? ` ; ${limit.label} : ${formatFigure(Math.round(limit.percent), '%')}` : ''}`;
  return { elements: [...segments, ...marker, ...legend], description };
}

function line(figure: Extract<ArticleFigure, { kind: 'line' }>, unit: string, area: Area): Drawn {
  const points = [...figure.points].sort((a, b) => a.x - b.x);
  const values = [...points.map((point) => point.y), ...(figure.reference ? [figure.reference.value] : [])];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) || 1;
  const yMin = low - span * 0.25;
  const yMax = high + span * 0.2;
  const left = area.left + 12;
  const right = area.right - 24;
  const chartTop = area.top + 20;
  const baseline = area.bottom - 52;
  const xMin = points[0]?.x ?? 0;
  const xMax = points.at(-1)?.x ?? 1;
  const xAt = (value: number) => left + ((right - left) * (value - xMin)) / (xMax - xMin || 1);
  const yAt = (value: number) => baseline - ((baseline - chartTop) * (value - yMin)) / (yMax - yMin);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${fixed(xAt(point.x))} ${fixed(yAt(point.y))}`).join(' ');
  const reference = figure.reference
    ? [
        `<line x1="${left}" y1="${fixed(yAt(figure.reference.value))}" x2="${right}" y2="${fixed(yAt(figure.reference.value))}" stroke="${FIGURE_COLOURS[1]}" stroke-width="3" stroke-dasharray="8 6"/>`,
        text(left, yAt(figure.reference.value) - 10, `${figure.reference.label} : ${formatValue(figure.reference.value, unit)}`, {
          size: 17,
          weight: 800,
          fill: FIGURE_COLOURS[1],
        }),
      ]
    : [];
  const dots = points.flatMap((point, index) => {
    const above = !figure.reference || point.y >= figure.reference.value;
    // The first and last values are set inward, so that they stay inside the picture.
    const anchor = points.length > 1 && index === 0 ? 'start' : points.length > 1 && index === points.length - 1 ? 'end' : 'middle';
    const shift = anchor === 'start' ? -8 : anchor === 'end' ? 8 : 0;
    return [
      `<circle cx="${fixed(xAt(point.x))}" cy="${fixed(yAt(point.y))}" r="7" fill="${FIGURE_COLOURS[0]}"/>`,
      text(xAt(point.x) + shift, yAt(point.y) + (above ? -16 : 30), formatValue(point.y, unit), { size: 17, weight: 800, anchor }),
      text(xAt(point.x), baseline + 26, formatFigure(Math.round(point.x * 10) / 10, figure.xUnit), {
        size: 17,
        fill: MUTED,
        anchor: 'middle',
      }),
    ];
  });
  const elements = [
    `<line x1="${left}" y1="${baseline}" x2="${right}" y2="${baseline}" stroke="${LINE}" stroke-width="2"/>`,
    ...reference,
    `<path d="${path}" fill="none" stroke="${FIGURE_COLOURS[0]}" stroke-width="4" stroke-linejoin="round"/>`,
    ...dots,
    text((left + right) / 2, area.bottom, figure.xLabel, { size: 16, fill: MUTED, anchor: 'middle' }),
  ];
  const description = [
    ...points.map(
      (point) => `${figure.xLabel} ${formatFigure(Math.round(point.x * 10) / 10, figure.xUnit)} : ${formatValue(point.y, unit)}`,
    ),
    ...(figure.reference ? [`${figure.reference.label} : ${formatValue(figure.reference.value, unit)}`] : []),
  ].join(' ; ');
  return { elements, description };
}

function scale(markers: readonly FigureItem[], unit: string, area: Area): Drawn {
  const sorted = [...markers].sort((a, b) => a.value - b.value);
  const trackTop = area.top + 96;
  const trackHeight = 28;
  const xAt = (value: number) => area.left + ((area.right - area.left) * Math.min(100, Math.max(0, value))) / 100;
  // Zones split at every threshold after the first (the starting point), from safe to dangerous.
  const cuts = [0, ...sorted.slice(1).map((marker) => marker.value), 100];
  const zones = cuts.slice(0, -1).map((start, index) => {
    const end = cuts[index + 1] as number;
    const fill = RISK_RAMP[Math.min(index, RISK_RAMP.length - 1)];
    return `<rect x="${fixed(xAt(start))}" y="${trackTop}" width="${fixed(xAt(end) - xAt(start))}" height="${trackHeight}" fill="${fill}"/>`;
  });
  const ticks = sorted.flatMap((marker, index) => {
    const x = xAt(marker.value);
    const above = index % 2 === 0;
    const anchor = marker.value > 85 ? 'end' : marker.value < 15 ? 'start' : 'middle';
    const labelY = above ? trackTop - 44 : trackTop + trackHeight + 40;
    return [
      `<line x1="${fixed(x)}" y1="${above ? trackTop - 22 : trackTop}" x2="${fixed(x)}" y2="${above ? trackTop + trackHeight : trackTop + trackHeight + 22}" stroke="${INK}" stroke-width="3"/>`,
      text(x, labelY, marker.label, { size: 18, fill: MUTED, anchor }),
      text(x, labelY + 24, formatValue(marker.value, unit), { size: 21, weight: 800, anchor }),
    ];
  });
  const axis = [0, 50, 100].map((value) =>
    text(xAt(value), area.bottom - 8, formatValue(value, unit), {
      size: 16,
      fill: MUTED,
      anchor: value === 0 ? 'start' : value === 100 ? 'end' : 'middle',
    }),
  );
  return { elements: [...zones, ...ticks, ...axis], description: itemsInWords(sorted, unit) };
}

function text(
  x: number,
  y: number,
  content: string,
  { size, weight = 400, fill, anchor = 'start' }: { size: number; weight?: 400 | 800; fill?: string; anchor?: 'start' | 'middle' | 'end' },
): string {
  const attributes = [
    `x="${fixed(x)}"`,
    `y="${fixed(y)}"`,
    `font-size="${size}"`,
    ...(weight === 800 ? ['font-weight="800"'] : []),
    ...(fill ? [`fill="${fill}"`] : []),
    ...(anchor === 'start' ? [] : [`text-anchor="${anchor}"`]),
  ];
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

const colour = (index: number): string => FIGURE_COLOURS[index % FIGURE_COLOURS.length] as string;
const fixed = (value: number): string => (Number.isFinite(value) ? Number(value.toFixed(1)).toString() : '0');
const maxOf = (values: readonly number[]): number => Math.max(...values.map((value) => Math.abs(value)), Number.MIN_VALUE);

/**
 * French figures: whole values without decimals, others to the cent; the digit groups and the unit held to the
 * number by non-breaking spaces (a picture's text is never reflowed by CSS, so the characters must say it).
 */
export function formatFigure(value: number, unit: string): string {
  const figure = formatNumber(value, Number.isInteger(value) ? 0 : 2).replace(/ /g, '\u00a0');
  return unit ? `${figure}\u00a0${unit}` : figure;
}
const formatValue = formatFigure;

/** A share: to the tenth below 10 % (« 8,4 % »), whole above (« 70 % »). */
function percentText(percent: number): string {
  return `${formatNumber(percent, percent < 10 && !Number.isInteger(Math.round(percent * 10) / 10) ? 1 : 0)}\u00a0%`;
}

function itemsInWords(items: readonly FigureItem[], unit: string): string {
  return items.map((item) => `${item.label} : ${formatValue(item.value, unit)}`).join(' ; ');
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Ids unique to the picture, so that several SVGs inlined in one page keep their own title and description. */
function elementIds(id: string): { title: string; desc: string } {
  const base = id.replace(/\.svg$/i, '').replace(/[^a-z0-9-]/gi, '') || 'figure';
  return { title: `${base}-title`, desc: `${base}-desc` };
}

/**
 * Greedy word wrap at `width` characters (SVG text does not wrap by itself). A figure is never cut: the spaces
 * inside a number (« 380 000 ») and before its unit (« 35 % », « 25 ans ») become non-breaking first.
 */
export function wrapText(text: string, width: number): string[] {
  // French typography first: a figure's groups and its unit are then held together by non-breaking spaces.
  const held = frenchTypography(text);
  const lines: string[] = [];
  let current = '';
  for (const word of held.split(/[ \t\n]+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
