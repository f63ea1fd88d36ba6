import fc from 'fast-check';

/**
 * A strict little XML reader for the SVGs core draws: it refuses what an XML parser refuses in them (unbalanced or
 * crossed tags, a duplicate attribute, a bare `<` or `&`, an unknown entity, text outside the root, a character XML
 * forbids) and answers the element tree with the text decoded, so tests can read what a browser would show.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, decoded, children's text left out. */
  text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function parseSvg(svg: string): XmlElement {
  if (FORBIDDEN.test(svg)) throw new Error('a character XML forbids');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let position = 0;
  while (position < svg.length) {
    const next = svg.indexOf('<', position);
    const text = svg.slice(position, next === -1 ? svg.length : next);
    const parent = stack.at(-1);
    if (parent) parent.text += decode(text);
    else if (text.trim() !== '') throw new Error(`text outside the root: ${text.trim().slice(0, 20)}`);
    if (next === -1) break;
    TAG.lastIndex = next;
    const match = TAG.exec(svg);
    if (!match) throw new Error(`malformed tag at ${next}: ${svg.slice(next, next + 30)}`);
    position = TAG.lastIndex;
    const [, closing, name, attributeText = '', selfClosing] = match as unknown as [string, string, string, string, string];
    if (closing) {
      if (attributeText.trim() || selfClosing) throw new Error(`malformed closing tag </${name}>`);
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error(`a second root <${name}>`);
    const element: XmlElement = { name, attributes: attributes(attributeText), children: [], text: '' };
    if (parent) parent.children.push(element);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element of the tree, the root first. */
export function elementsOf(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(elementsOf)];
}

/** The text a reader of the drawing sees: every <text> element's content, in document order. */
export function shownText(element: XmlElement): string[] {
  return elementsOf(element)
    .filter((candidate) => candidate.name === 'text' || candidate.name === 'tspan')
    .map((candidate) => candidate.text)
    .filter((text) => text !== '');
}

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name, doubleQuoted, singleQuoted] = match as unknown as [string, string, string | undefined, string | undefined];
    if (name in found) throw new Error(`duplicate attribute ${name}`);
    found[name] = decode(doubleQuoted ?? singleQuoted ?? '');
  }
  return found;
}

function decode(text: string): string {
  return text.replace(/&([^;\s&<]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`a bare & in ${text.slice(0, 40)}`);
    if (name in ENTITIES) return ENTITIES[name] as string;
    const numeric = /^#(?:x([0-9a-f]+)|(\d+))$/i.exec(name);
    if (numeric) return String.fromCodePoint(Number.parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10));
    throw new Error(`unknown entity &${name};`);
  });
}

/**
 * Text as a hostile editor might type it: XML specials, characters XML forbids (controls, lone surrogates, U+FFFE),
 * spaces of every kind and ordinary letters, accents and emoji. (fast-check's `binary` unit is slow to draw from.)
 */
export const hostileText = (maxLength = 60): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '&',
          '<',
          '>',
          '"',
          "'",
          '&amp;',
          ']]>',
          '\u0000',
          '\u0007',
          '\uD800',
          '\uDFFF',
          '\uFFFE',
          ' ',
          '\u00a0',
          '\t',
          '\n',
        ),
        fc.string({ unit: 'grapheme', maxLength: 6 }),
      ),
      { maxLength: Math.ceil(maxLength / 3) },
    )
    .map((parts) => parts.join('').slice(0, maxLength));
