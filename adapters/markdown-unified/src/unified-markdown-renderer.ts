import type { MarkdownRenderer } from '@pretscope/core';
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type {
  BlockContent,
  Blockquote,
  Code,
  DefinitionContent,
  Image,
  Paragraph,
  Root as MdastRoot,
  RootContent as MdastContent,
} from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeFrenchTypography } from './rehype-french-typography.ts';
import { rehypeKeyboardScrollable } from './rehype-keyboard-scrollable.ts';
import { rehypeResponsiveImages, type ResponsiveImageResolver } from './rehype-responsive-images.ts';

/** The info strings of a fenced block that make it a styled block rather than a code block (spec §2). */
export const BLOCK_STYLES = ['text', 'info', 'warning', 'quote', 'button', 'image'] as const;
export type BlockStyle = (typeof BLOCK_STYLES)[number];

export interface MarkdownRendererOptions {
  /**
   * The site's own address (SITE_URL). Absolute links to it are links within the site: they stay in the same tab,
   * except those to /go/ (outbound redirects), like their relative forms.
   */
  siteUrl?: string;
  /**
   * Serves the content's own images through the image optimisation route with their size and srcset (spec §2);
   * without it, images stay as written.
   */
  responsiveImage?: ResponsiveImageResolver;
}

/** Styled blocks may contain styled blocks (with a longer fence); a bound keeps a hostile document cheap. */
const MAX_BLOCK_DEPTH = 4;

/** Parses a styled block's content: the same markdown dialect as the document. */
const blockParser = unified().use(remarkParse).use(remarkGfm);

function isBlockStyle(value: string): value is BlockStyle {
  return (BLOCK_STYLES as readonly string[]).includes(value);
}

type FlowContent = BlockContent | DefinitionContent;

/** Replaces, in place, every fenced block with a style info string by its styled block, at any depth. */
function transformStyledBlocks(parent: { children: MdastContent[] }, depth: number): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'code') {
      const style = (child.lang ?? '').trim().toLowerCase();
      return isBlockStyle(style) ? styledBlock(child, style, depth) : child;
    }
    if ('children' in child) transformStyledBlocks(child as { children: MdastContent[] }, depth);
    return child;
  });
}

function styledBlock(code: Code, style: BlockStyle, depth: number): Blockquote {
  const content = blockParser.parse(code.value) as MdastRoot;
  if (depth < MAX_BLOCK_DEPTH) transformStyledBlocks(content, depth + 1);
  let children = content.children as FlowContent[];
  if (style === 'button') markButtons(content);
  if (style === 'image') children = children.flatMap((child) => (child.type === 'paragraph' ? figuresOf(child) : [child]));
  return {
    type: 'blockquote',
    children,
    data: {
      // A quotation stays a <blockquote>; every other style is a plain box.
      hName: style === 'quote' ? 'blockquote' : 'div',
      hProperties: { className: ['md-block', `md-block--${style}`] },
    },
    ...(code.position ? { position: code.position } : {}),
  };
}

/** A `button` block's markdown links become call-to-action anchors. */
function markButtons(node: MdastRoot | MdastContent): void {
  if (node.type === 'link') {
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, className: ['md-button'] } };
  }
  if ('children' in node) for (const child of node.children) markButtons(child);
}

/**
 * An `image` block's paragraph of images becomes one figure per image, its title as the caption. A paragraph with
 * anything else than images (and the spaces between them) stays as written.
 */
function figuresOf(paragraph: Paragraph): FlowContent[] {
  const images = paragraph.children.filter((child): child is Image => child.type === 'image');
  const onlyImages = paragraph.children.every(
    (child) => child.type === 'image' || (child.type === 'text' && child.value.trim() === '') || child.type === 'break',
  );
  if (images.length === 0 || !onlyImages) return [paragraph];
  return images.map((image) => figure(image));
}

function figure(image: Image): Blockquote {
  const img: Element = {
    type: 'element',
    tagName: 'img',
    properties: { src: image.url, alt: image.alt ?? '', loading: 'lazy', decoding: 'async' },
    children: [],
  };
  const children: ElementContent[] = [img];
  if (image.title)
    children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: image.title }] });
  return { type: 'blockquote', children: [], data: { hName: 'figure', hProperties: { className: ['md-figure'] }, hChildren: children } };
}

function remarkStyledBlocks() {
  return (tree: MdastRoot) => transformStyledBlocks(tree, 1);
}

/** The origin of SITE_URL, or null when it is missing or not an http(s) URL. */
function originOf(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    const url = new URL(siteUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Spec §2: links starting with http(s) or /go/ open in a new tab. They get `rel="noopener noreferrer"` (and
 * `sponsored` for /go/, our paid outbound redirects); any other link opens in place.
 */
function rehypeLinkTargets({ siteUrl }: MarkdownRendererOptions) {
  const ownOrigin = originOf(siteUrl);
  const visit = (node: HastRoot | HastContent): void => {
    if (node.type === 'element' && node.tagName === 'a') retarget(node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  const retarget = (link: Element): void => {
    const href = typeof link.properties.href === 'string' ? link.properties.href.trim() : '';
    const ownPath = ownOrigin && href.toLowerCase().startsWith(`${ownOrigin.toLowerCase()}/`) ? href.slice(ownOrigin.length) : null;
    const path = ownPath ?? href;
    const outbound = path.startsWith('/go/');
    const external = ownPath === null && (/^https?:\/\//i.test(href) || href.startsWith('//'));
    if (outbound || external) {
      link.properties.target = '_blank';
      link.properties.rel = outbound ? ['sponsored', 'noopener', 'noreferrer'] : ['noopener', 'noreferrer'];
    } else {
      delete link.properties.target;
    }
  };
  return (tree: HastRoot) => visit(tree);
}

const blockClasses = BLOCK_STYLES.map((style) => `md-block--${style}`);
const defaultAttributes = defaultSchema.attributes ?? {};
/** Default `a` attributes without its own className rule, which is merged into ours below. */
const defaultLinkAttributes = (defaultAttributes.a ?? []).filter(
  (definition) => !(Array.isArray(definition) && definition[0] === 'className'),
);

/**
 * GitHub's schema (no script, no event handler, no style, no iframe or form) plus what this renderer emits: the
 * block classes, figures, lazy images, and target/rel on links. URLs: http(s), mailto and relative ones only.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption', 'abbr', 'mark', 'small'],
  // Removed with their content (not unwrapped into visible text).
  strip: [
    ...(defaultSchema.strip ?? []),
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'template',
    'noscript',
    'textarea',
    'title',
    'svg',
    'math',
    'select',
    'button',
  ],
  attributes: {
    ...defaultAttributes,
    a: [
      ...defaultLinkAttributes,
      ['className', 'data-footnote-backref', 'md-button'],
      ['target', '_blank'],
      ['rel', 'noopener', 'noreferrer', 'sponsored', 'nofollow', 'ugc'],
    ],
    div: [...(defaultAttributes.div ?? []), ['className', 'md-block', ...blockClasses]],
    blockquote: [...(defaultAttributes.blockquote ?? []), ['className', 'md-block', 'md-block--quote']],
    figure: [['className', 'md-figure']],
    img: [...(defaultAttributes.img ?? []), ['loading', 'lazy'], ['decoding', 'async']],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
  },
};

/**
 * The MarkdownRenderer port with unified (spec §2): GFM markdown with raw HTML and auto-links, the six fenced block
 * styles, new-tab links, then sanitized, so the HTML can go into a page as is, and set in French typography
 * (`rehypeFrenchTypography`: content from the database reads like the rest of the site).
 */
export function createMarkdownRenderer(options: MarkdownRendererOptions = {}): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkStyledBlocks)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeLinkTargets, options)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeFrenchTypography)
    .use(rehypeKeyboardScrollable)
    .use(rehypeResponsiveImages, { resolve: options.responsiveImage })
    .use(rehypeStringify)
    .freeze();
  return {
    async render(markdown: string): Promise<string> {
      const file = await processor.process(markdown ?? '');
      return String(file);
    },
  };
}
