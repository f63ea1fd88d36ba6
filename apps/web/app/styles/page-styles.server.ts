/**
 * The part of the site's style sheet a page needs, for the page itself (issue 23: « the critical CSS inline and the
 * rest deferred »). The whole sheet is 54 KB and used to be written into every page; a page uses a third of it.
 *
 * A rule is kept when one of its selectors can match the page: every class and element the selector names outside a
 * functional pseudo-class (`:not()`, `:is()`, `:where()`, `:has()`…, whose classes may be absent and the rule still
 * match) is among the classes and elements of the page's markup (`.markdown pre` needs a `pre`). Rules naming neither
 * (`:root`, `*`, ids, attributes), `@font-face` and the other at-rules are always kept; `@media`, `@supports`,
 * `@container` and `@layer` blocks keep the rules of theirs that the page needs, and go when none is left. `@media
 * print` goes: the linked whole sheet, `media="print"` until hydration, prints the page. Kept rules keep their order, so the cascade is the whole
 * sheet's. Classes a script adds later (an open menu, a form's state) come with the whole sheet, which the page
 * applies after hydration (styles/site-styles.tsx).
 *
 * No dependency: the site's sheet is Vite's minified output, read once when the server starts; a page's part is
 * computed once per set of classes and remembered.
 */

export type Rule =
  /**
   * A style rule: for each selector of its list, the classes and elements it needs (an element as `<name>`); kept
   * when one list is all present.
   */
  | { kind: 'style'; needs: readonly (readonly string[])[]; text: string }
  /** `@media` and the like: kept with the part of its rules the page needs. */
  | { kind: 'group'; prelude: string; rules: readonly Rule[] }
  /** `@font-face`, `@keyframes`, `@import`, `@charset`…: always kept. */
  | { kind: 'other'; text: string };

const GROUPING_AT_RULES = /^@(media|supports|container|layer)\b/i;
/** For print only: printed from the linked sheet. */
const PRINT_ONLY = /^@media\s+print\s*$/i;
/** Elements every document has: `html{}` and `body{}` are always kept. */
const ALWAYS_PRESENT = ['<html>', '<head>', '<body>'];

export interface SiteStyleSheet {
  /** Every class a selector of the sheet names (outside functional pseudo-classes). */
  readonly classes: ReadonlySet<string>;
  /** The sheet's part for a page whose markup uses these classes and elements (an element as `<name>`). */
  partFor(used: Iterable<string>): string;
  /** The sheet's part for this markup (its `class` attributes and its elements). */
  partForMarkup(markup: string): string;
}

export function siteStyleSheet(css: string): SiteStyleSheet {
  const rules = parseRules(css);
  const named = new Set<string>();
  collectNeeds(rules, named);
  const classes = new Set([...named].filter((name) => !name.startsWith('<')));
  const parts = new Map<string, string>();
  const partFor = (usedNames: Iterable<string>) => {
    const used = [...new Set([...usedNames, ...ALWAYS_PRESENT].filter((name) => named.has(name)))].sort();
    const key = used.join(' ');
    let part = parts.get(key);
    if (part === undefined) {
      // Bounded: pages share a few hundred sets of classes at most; a flood of odd sets only costs recomputing.
      if (parts.size >= 500) parts.clear();
      part = partOf(rules, new Set(used));
      parts.set(key, part);
    }
    return part;
  };
  return { classes, partFor, partForMarkup: (markup) => partFor([...classesOfMarkup(markup), ...elementsOfMarkup(markup)]) };
}

/** The classes named by the `class` attributes of server-rendered markup (React writes them double-quoted). */
export function classesOfMarkup(markup: string): Set<string> {
  const found = new Set<string>();
  const attribute = / class="([^"]*)"/g;
  for (let match = attribute.exec(markup); match; match = attribute.exec(markup)) {
    for (const name of match[1]!.split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

/** The elements of markup, as `<name>` (lower case: HTML's names, and SVG's as React writes them). */
export function elementsOfMarkup(markup: string): Set<string> {
  const found = new Set<string>();
  const tag = /<([a-zA-Z][\w-]*)/g;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) found.add(`<${match[1]!.toLowerCase()}>`);
  return found;
}

function partOf(rules: readonly Rule[], used: ReadonlySet<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'other') out += rule.text;
    else if (rule.kind === 'style') {
      if (rule.needs.some((classes) => classes.every((name) => used.has(name)))) out += rule.text;
    } else if (!PRINT_ONLY.test(rule.prelude)) {
      const inner = partOf(rule.rules, used);
      if (inner) out += `${rule.prelude}{${inner}}`;
    }
  }
  return out;
}

function collectNeeds(rules: readonly Rule[], into: Set<string>): void {
  for (const rule of rules) {
    if (rule.kind === 'style') for (const names of rule.needs) for (const name of names) into.add(name);
    else if (rule.kind === 'group') collectNeeds(rule.rules, into);
  }
}

/** Splits a style sheet into its top-level rules, at-rule blocks read recursively. Strings, comments and parentheses are respected. */
export function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < css.length) {
    const start = at;
    at = scanUntil(css, at, (char) => char === '{' || char === ';' || char === '}');
    const prelude = stripComments(css.slice(start, at)).trim();
    if (at >= css.length) {
      if (prelude) rules.push({ kind: 'other', text: prelude });
      break;
    }
    if (css[at] === '}') {
      at++; // a stray closing brace: skipped, as a browser does
      continue;
    }
    if (css[at] === ';') {
      at++;
      if (prelude) rules.push({ kind: 'other', text: `${prelude};` });
      continue;
    }
    const bodyStart = at + 1;
    at = closingBrace(css, bodyStart);
    const body = css.slice(bodyStart, at);
    at++;
    if (!prelude) continue;
    if (prelude.startsWith('@')) {
      rules.push(
        GROUPING_AT_RULES.test(prelude)
          ? { kind: 'group', prelude, rules: parseRules(body) }
          : { kind: 'other', text: `${prelude}{${body}}` },
      );
    } else {
      rules.push({ kind: 'style', needs: selectorList(prelude).map(namesNeeded), text: `${prelude}{${body}}` });
    }
  }
  return rules;
}

/** The index of the first character at or after `from`, outside strings, comments and parentheses, that `stop` accepts. */
function scanUntil(css: string, from: number, stop: (char: string) => boolean): number {
  let depth = 0;
  for (let at = from; at < css.length; at++) {
    const char = css[at]!;
    if (char === '"' || char === "'") at = endOfString(css, at);
    else if (char === '/' && css[at + 1] === '*') at = endOfComment(css, at);
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && stop(char)) return at;
  }
  return css.length;
}

/** The index of the brace closing the block whose body starts at `from` (or the end of the sheet). */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let at = from; at < css.length; at++) {
    const char = css[at]!;
    if (char === '"' || char === "'") at = endOfString(css, at);
    else if (char === '/' && css[at + 1] === '*') at = endOfComment(css, at);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return css.length;
}

function endOfString(css: string, from: number): number {
  const quote = css[from];
  for (let at = from + 1; at < css.length; at++) {
    if (css[at] === '\\') at++;
    else if (css[at] === quote) return at;
  }
  return css.length;
}

function endOfComment(css: string, from: number): number {
  const end = css.indexOf('*/', from + 2);
  return end === -1 ? css.length : end + 1;
}

function stripComments(text: string): string {
  return text.includes('/*') ? text.replace(/\/\*[\s\S]*?(\*\/|$)/g, '') : text;
}

/** A selector list split at its top-level commas. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < prelude.length; at++) {
    const char = prelude[at]!;
    if (char === '"' || char === "'") at = endOfString(prelude, at);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, at));
      start = at + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/**
 * The classes and elements (as `<name>`) a selector needs on the page: those outside parentheses, attribute selectors
 * and strings. An element is a type selector: a name at the start of a compound (after a combinator or a space), not
 * after `.`, `#` or `:`.
 */
function namesNeeded(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at]!;
    if (char === '"' || char === "'") at = endOfString(selector, at);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  const names: string[] = [];
  // A class name as CSS writes it, escapes included (`.md\:wide`); the page's attribute holds it unescaped.
  for (const match of outside.matchAll(/\.((?:[\w-]|\\.)+)/g)) names.push(match[1]!.replace(/\\(.)/g, '$1'));
  for (const match of outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) names.push(`<${match[1]!.toLowerCase()}>`);
  return names;
}
