import { formatNumber } from '@pretscope/core';
import { escapeXml } from './escape-xml.ts';
import { mulberry32 } from './mulberry32.ts';

export interface ArticleImageSpec {
  /** Public path of the image; its file name also seeds the illustration's shapes and the element ids. */
  path: string;
  /** The alternative text: the first sentence of the SVG's <desc>. */
  alt: string;
  kind: 'chart' | 'illustration';
  title: string;
  series?: readonly { label: string; value: number }[];
  unit?: string;
}

const WIDTH = 720;
const PADDING = 32;
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const INK = '#1F2933';
const MUTED_INK = '#3E4C59';
const ACCENT = '#E8710A';
const ACCENT_TINT = '#FBD7B5';
const LINE = '#CBD2D9';
const SURFACE = '#F5F7FA';
const BORDER = '#E4E7EB';

/**
 * The SVG of an article image: a horizontal bar chart when the image has a series (labels are sentences, so bars
 * read better across than up), otherwise an abstract illustration. Both carry a <title> and a <desc> (the
 * alternative text, and for a chart every value written out) so that a screen reader gets the content too.
 */
export function articleImageSvg(image: ArticleImageSpec): string {
  return image.kind === 'chart' && image.series && image.series.length > 0 ? barChartSvg(image, image.series) : illustrationSvg(image);
}

function barChartSvg(image: ArticleImageSpec, series: readonly { label: string; value: number }[]): string {
  const ids = elementIds(image.path);
  const titleLines = wrapText(image.title, 52);
  const titleBlock = PADDING + titleLines.length * 26 + 12;
  const rowHeight = 64;
  const valueSpace = 140;
  const barMaxWidth = WIDTH - 2 * PADDING - valueSpace;
  const max = Math.max(...series.map((point) => Math.abs(point.value)), Number.MIN_VALUE);
  const height = titleBlock + series.length * rowHeight + PADDING / 2;
  const values = series.map((point) => formatValue(point.value, image.unit));
  const description = `${sentence(image.alt)} ${series.map((point, index) => `${point.label} : ${values[index]}`).join(' ; ')}.`;

  const rows = series.map((point, index) => {
    const top = titleBlock + index * rowHeight;
    const barWidth = Math.max(2, Math.round((Math.abs(point.value) / max) * barMaxWidth));
    return [
      `    <text x="${PADDING}" y="${top + 16}" font-size="15" fill="${MUTED_INK}">${escapeXml(point.label)}</text>`,
      `    <rect x="${PADDING}" y="${top + 26}" width="${barWidth}" height="24" rx="4" fill="${ACCENT}"/>`,
      `    <text x="${PADDING + barWidth + 10}" y="${top + 43}" font-size="15" font-weight="800" fill="${INK}" style="font-variant-numeric: tabular-nums">${escapeXml(values[index] ?? '')}</text>`,
    ].join('\n');
  });

  return [
    svgOpen(height, ids),
    `  <title id="${ids.title}">${escapeXml(image.title)}</title>`,
    `  <desc id="${ids.desc}">${escapeXml(description)}</desc>`,
    `  <rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${height - 1}" rx="12" fill="#FFFFFF" stroke="${BORDER}"/>`,
    `  <g font-family="${escapeXml(FONT_FAMILY)}">`,
    titleText(titleLines, PADDING + 20),
    `    <line x1="${PADDING}" y1="${titleBlock + 20}" x2="${PADDING}" y2="${titleBlock + (series.length - 1) * rowHeight + 56}" stroke="${LINE}" stroke-width="1"/>`,
    ...rows,
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}

function illustrationSvg(image: ArticleImageSpec): string {
  const ids = elementIds(image.path);
  const height = 405;
  const band = 84;
  const random = mulberry32(hash(image.path));
  const between = (low: number, high: number) => Math.round(low + random() * (high - low));
  const art = height - band;

  // A calm composition: a large tinted disc, a row of rising rounded bars in ink tints, an accent coin beside the
  // tallest and a dotted ground line; proportions vary a little from one image to the next.
  const ground = art - 48;
  const barCount = between(4, 5);
  const barWidth = 44;
  const gap = 18;
  const barsLeft = between(300, 340);
  const barsRight = barsLeft + barCount * (barWidth + gap) - gap;
  const coinRadius = between(26, 34);
  const shapes = [
    `    <circle cx="${between(150, 230)}" cy="${between(130, 170)}" r="${between(105, 130)}" fill="${ACCENT_TINT}"/>`,
    `    <line x1="${PADDING}" y1="${ground}" x2="${WIDTH - PADDING}" y2="${ground}" stroke="${LINE}" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>`,
    ...Array.from({ length: barCount }, (_, index) => {
      const barHeight = 50 + index * between(22, 30);
      const opacity = (0.35 + (0.6 * (index + 1)) / barCount).toFixed(2);
      return `    <rect x="${barsLeft + index * (barWidth + gap)}" y="${ground - barHeight}" width="${barWidth}" height="${barHeight}" rx="10" fill="${INK}" fill-opacity="${opacity}"/>`;
    }),
    `    <circle cx="${barsRight + coinRadius + 10}" cy="${between(70, 90)}" r="${coinRadius}" fill="${ACCENT}"/>`,
  ];
  const titleLines = wrapText(image.title, 60).slice(0, 2);

  return [
    svgOpen(height, ids),
    `  <title id="${ids.title}">${escapeXml(image.title)}</title>`,
    `  <desc id="${ids.desc}">${escapeXml(sentence(image.alt))}</desc>`,
    `  <rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${height - 1}" rx="12" fill="${SURFACE}" stroke="${BORDER}"/>`,
    '  <g>',
    ...shapes,
    '  </g>',
    `  <rect x="0.5" y="${art}" width="${WIDTH - 1}" height="${band - 0.5}" fill="#FFFFFF" stroke="${BORDER}"/>`,
    `  <g font-family="${escapeXml(FONT_FAMILY)}">`,
    titleText(titleLines, art + (titleLines.length > 1 ? 34 : 48)),
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}

function svgOpen(height: number, ids: { title: string; desc: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="${ids.title} ${ids.desc}">`;
}

function titleText(lines: readonly string[], firstBaseline: number): string {
  const spans = lines.map((line, index) => `<tspan x="${PADDING}" dy="${index === 0 ? 0 : 26}">${escapeXml(line)}</tspan>`).join('');
  return `    <text x="${PADDING}" y="${firstBaseline}" font-size="20" font-weight="800" fill="${INK}">${spans}</text>`;
}

/** Ids unique to the image, so that several SVGs inlined in one page keep their own title and description. */
function elementIds(path: string): { title: string; desc: string } {
  const base = (path.split('/').pop() ?? 'image').replace(/\.svg$/i, '').replace(/[^a-z0-9-]/gi, '') || 'image';
  return { title: `${base}-title`, desc: `${base}-desc` };
}

/** French figures: whole values without decimals, others to the cent; the unit after a space (1 575 €, 40 %). */
function formatValue(value: number, unit: string | undefined): string {
  const figure = formatNumber(value, Number.isInteger(value) ? 0 : 2);
  return unit ? `${figure} ${unit}` : figure;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Greedy word wrap at `width` characters (SVG text does not wrap by itself). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** FNV-1a: a stable 32-bit number from a string, to seed an illustration's shapes. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
