import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classesOfMarkup, elementsOfMarkup, parseRules, siteStyleSheet, withoutHiddenMarkup, type Rule } from './page-styles.server.ts';

const SHEET = [
  '@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}',
  ':root{--accent:#e8590c}',
  'body{margin:0}',
  '.card{padding:1rem}',
  '.card .title,.tile{font-weight:800}',
  '.menu:not(.is-open){display:none}',
  '.faq details[open]>summary::after{content:"}"}',
  '.card pre,table{overflow:auto}',
  '@media (min-width:48em){.card{padding:2rem}.hero{display:grid}}',
  '@media print{.no-print{display:none}}',
  '.md\\:wide{width:100%}',
  '/* a comment { with a brace */.note{color:red}',
  ':is(.form:has(#pays option[value=LUX]:checked) .only:not(.only--LUX),.panel .only){display:none}',
  '.toast:where(.toast--error,.toast--info) strong{color:red}',
  '@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}',
  '.card:hover,.tile:focus-visible{color:blue}',
  '.card[hidden],details[open]>.tile{display:none}',
  '.tile[aria-current=page],.note[data-x="a b"],.hero[href^="/"]{font-weight:800}',
].join('');

describe('the part of the site’s style sheet a page needs', () => {
  const sheet = siteStyleSheet(SHEET);

  it('keeps the rules whose classes are all on the page, and those naming no class, in order', () => {
    expect(sheet.partFor(['card'])).toBe(
      '@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}:root{--accent:#e8590c}body{margin:0}.card{padding:1rem}@media (min-width:48em){.card{padding:2rem}}',
    );
  });

  it('keeps a rule when one selector of its list can match', () => {
    expect(sheet.partFor(['tile'])).toContain('.card .title,.tile{font-weight:800}');
    expect(sheet.partFor(['title'])).not.toContain('.card .title');
    expect(sheet.partFor(['card', 'title'])).toContain('.card .title,.tile{font-weight:800}');
  });

  it('does not ask for the classes inside :not() and other functional pseudo-classes, which may be absent', () => {
    expect(sheet.partFor(['menu'])).toContain('.menu:not(.is-open){display:none}');
  });

  it('reads strings, attribute selectors, escapes and comments without losing a rule', () => {
    expect(sheet.partFor(['faq', '<details>', '<summary>', '[open]'])).toContain('.faq details[open]>summary::after{content:"}"}');
    expect(sheet.partFor(['md:wide'])).toContain('.md\\:wide{width:100%}');
    expect(sheet.partFor(['note'])).toContain('.note{color:red}');
    expect(sheet.partFor([])).not.toContain('comment');
  });

  it('keeps a rule written with :is() or :where() when one of their alternatives can match', () => {
    const rule = ':is(.form:has(#pays option[value=LUX]:checked) .only:not(.only--LUX),.panel .only){display:none}';
    expect(sheet.partFor(['only'])).not.toContain(rule);
    expect(sheet.partFor(['form', 'only'])).toContain(rule);
    expect(sheet.partFor(['panel', 'only'])).toContain(rule);
    expect(sheet.partFor(['form', 'panel'])).not.toContain(rule);
    expect(sheet.partFor(['toast', '<strong>'])).not.toContain('.toast:where');
    expect(sheet.partFor(['toast', 'toast--info', '<strong>'])).toContain('.toast:where(.toast--error,.toast--info) strong{color:red}');
  });

  it('leaves the pointer’s states to the whole sheet, but not the focus, and needs the attributes a selector tests', () => {
    expect(sheet.partFor(['card'])).not.toContain(':hover');
    expect(sheet.partFor(['tile'])).toContain('.card:hover,.tile:focus-visible{color:blue}');
    expect(sheet.partFor(['card'])).not.toContain('.card[hidden]');
    expect(sheet.partFor(['card', '[hidden]'])).toContain('.card[hidden],details[open]>.tile{display:none}');
    expect(sheet.partFor(['tile', '<details>'])).not.toContain('details[open]');
    expect(sheet.partFor(['tile', '<details>', '[open]'])).toContain('details[open]>.tile');
    expect(sheet.partForMarkup('<div class="card"></div><button class="card" hidden="">x</button>')).toContain('.card[hidden]');
  });

  it('needs the value an attribute selector tests for, or the attribute alone for other tests', () => {
    const rule = '.tile[aria-current=page],.note[data-x="a b"],.hero[href^="/"]{font-weight:800}';
    expect(sheet.partForMarkup('<a class="tile" aria-current="true">x</a>')).not.toContain(rule);
    expect(sheet.partForMarkup('<a class="tile" aria-current="page">x</a>')).toContain(rule);
    expect(sheet.partForMarkup('<p class="note" data-x="a b">x</p>')).toContain(rule);
    expect(sheet.partForMarkup('<p class="note" data-x="a">x</p>')).not.toContain(rule);
    expect(sheet.partForMarkup('<a class="hero" href="https://x">x</a>')).toContain(rule);
    // Values as the browser reads them, from React's escapes; names as React writes them, in camel case.
    const other = siteStyleSheet('.a[title="R&D «x»"]{color:red}.b[inputmode=numeric]{color:blue}');
    expect(other.partForMarkup('<p class="a" title="R&amp;D «x»">x</p>')).toContain('.a[title');
    expect(other.partForMarkup('<p class="a" title="R&amp;D">x</p>')).not.toContain('.a[title');
    expect(other.partForMarkup('<input class="b" inputMode="numeric"/>')).toContain('.b[inputmode=numeric]');
  });

  it('leaves animations to the whole sheet, applied once the page is hydrated', () => {
    expect(sheet.partFor(['card', 'only', 'form'])).not.toContain('@keyframes');
  });

  it('does not count the classes of markup drawn hidden, nor of what it holds', () => {
    const markup =
      '<div class="card"><button type="button" class="menu" hidden=""><span class="tile">x</span><button class="note">y</button></button><p class="hero">z</p><input class="faq" hidden=""/></div>';
    expect(withoutHiddenMarkup(markup)).toBe('<div class="card"><p class="hero">z</p></div>');
    expect(sheet.partForMarkup(markup)).toBe(sheet.partFor(['card', 'hero', '<div>', '<p>', '[class]', '[type]', '[hidden]']));
    expect(withoutHiddenMarkup('<p class="card">a <b>hidden</b> word</p>')).toBe('<p class="card">a <b>hidden</b> word</p>');
    expect(withoutHiddenMarkup('<div hidden=""><p class="card">never closed')).toBe('');
    expect(withoutHiddenMarkup('<p hidden="">a</p><p class="x">b</p><i data-x="1" hidden=""></i><br hidden=""/>c')).toBe(
      '<p class="x">b</p>c',
    );
  });

  it('drops a media block whose rules the page does not need, and the print rules, which the linked sheet prints', () => {
    expect(sheet.partFor([])).not.toContain('@media');
    expect(sheet.partFor(['no-print'])).not.toContain('@media print');
  });

  it('keeps a rule naming elements only when the page has them, and html and body always', () => {
    expect(sheet.partFor(['card'])).not.toContain('pre,table');
    expect(sheet.partFor(['card', '<pre>'])).toContain('.card pre,table{overflow:auto}');
    expect(sheet.partFor(['<table>'])).toContain('.card pre,table{overflow:auto}');
    expect(sheet.partFor(['<pre>'])).not.toContain('pre,table');
    expect(sheet.partFor(['faq', '<details>'])).not.toContain('.faq details');
    expect(sheet.partFor([])).toContain('body{margin:0}');
    expect(sheet.partForMarkup('<div class="card"><pre>x</pre></div>')).toContain('.card pre,table{overflow:auto}');
    expect([...elementsOfMarkup('<div class="x"><SVG viewBox="0 0 1 1"><use href="#a"></use></SVG> a &lt;b&gt; <p>')]).toEqual([
      '<div>',
      '<svg>',
      '<use>',
      '<p>',
    ]);
  });

  it('reads the classes of server-rendered markup', () => {
    expect([
      ...classesOfMarkup('<div class="card  hero"><svg class="icon"></svg><p data-class="x">a class=&quot;b&quot;</p></div>'),
    ]).toEqual(['card', 'hero', 'icon']);
    expect(sheet.partForMarkup('<section class="hero card">')).toBe(sheet.partFor(['card', 'hero']));
  });

  it('names every class its selectors need', () => {
    expect([...sheet.classes].sort()).toEqual([
      'card',
      'faq',
      'form',
      'hero',
      'md:wide',
      'menu',
      'no-print',
      'note',
      'only',
      'panel',
      'tile',
      'title',
      'toast',
      'toast--error',
      'toast--info',
    ]);
  });
});

/** Every rule of a parsed sheet, as text, a grouped rule prefixed with its group's prelude. */
function leaves(rules: readonly Rule[], prefix = ''): string[] {
  return rules.flatMap((rule) => (rule.kind === 'group' ? leaves(rule.rules, `${prefix}${rule.prelude} `) : [`${prefix}${rule.text}`]));
}

describe('properties', () => {
  const names = ['a', 'b', 'c', 'd', 'e'];
  const selector = fc
    .array(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((classes) =>
      fc
        .constantFrom(' ', '>', '')
        .map((combinator) => classes.map((name) => `.${name}`).join(combinator) + (combinator === '' ? '' : ' span')),
    );
  const rule = fc
    .tuple(fc.array(selector, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 9 }))
    .map(([selectors, size]) => `${selectors.join(',')}{margin:${size}px}`);
  const block = fc.oneof(
    rule,
    fc.array(rule, { minLength: 1, maxLength: 3 }).map((rules) => `@media (min-width:40em){${rules.join('')}}`),
    fc.constant('p{color:red}'),
  );
  const sheetText = fc.array(block, { maxLength: 12 }).map((blocks) => blocks.join(''));
  const elements = ['<span>', '<p>'];
  const used = fc.subarray([...names, ...elements]);

  it('gives the whole sheet back to a page that uses every class and element it names', () => {
    fc.assert(
      fc.property(sheetText, (css) => {
        expect(siteStyleSheet(css).partFor([...names, ...elements])).toBe(css);
      }),
    );
  });

  it('only ever drops rules: a page’s part is the sheet with some rules left out, in the same order', () => {
    fc.assert(
      fc.property(sheetText, used, (css, classes) => {
        const sheet = leaves(parseRules(css));
        const part = leaves(parseRules(siteStyleSheet(css).partFor(classes)));
        let from = 0;
        for (const kept of part) {
          const at = sheet.indexOf(kept, from);
          expect(at, kept).toBeGreaterThanOrEqual(from);
          from = at + 1;
        }
      }),
    );
  });

  it('keeps every rule a page’s classes and elements can match, and more of them never keep fewer rules', () => {
    fc.assert(
      fc.property(sheetText, used, used, (css, some, more) => {
        const sheet = siteStyleSheet(css);
        const smaller = sheet.partFor(some);
        const larger = sheet.partFor([...some, ...more]);
        expect(larger.length).toBeGreaterThanOrEqual(smaller.length);
        // A rule whose every class and element is used is kept, wherever it stands.
        for (const match of css.matchAll(/(?:^|\})([^{}@]+)\{margin:(\d)px\}/g)) {
          const selectors = match[1]!.split(',');
          const matches = (one: string) =>
            [...one.matchAll(/\.(\w)/g)].every(([, name]) => some.includes(name!)) && (!one.includes(' span') || some.includes('<span>'));
          if (selectors.some(matches)) expect(smaller).toContain(`${match[1]}{margin:${match[2]}px}`);
        }
      }),
    );
  });
});
