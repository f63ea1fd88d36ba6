import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon, type IconName } from './icon.tsx';
import { iconSprite, REGISTERED_ICONS } from './icon-definitions.ts';

/** Spec §2, word for word: arrows, carets, chevrons (each way), the named solid icons, and four brands. */
const SPEC_ICONS = [
  ...['left', 'right', 'up', 'down'].flatMap((way) => [`arrow-${way}`, `caret-${way}`, `chevron-${way}`]),
  'house',
  'phone',
  'envelope',
  'link',
  'bell',
  'star',
  'thumbs-up',
  'thumbs-down',
  'magnifying-glass',
  'dollar-sign',
  'clock',
  'eye',
  'eye-slash',
  'linkedin',
  'instagram',
  'facebook',
  'whatsapp',
];
const BRANDS = ['linkedin', 'instagram', 'facebook', 'whatsapp'];

describe('registered icons', () => {
  it('are exactly the spec’s icons, each under Font Awesome’s own name, brands from the brands pack', () => {
    expect(Object.keys(REGISTERED_ICONS).sort()).toEqual([...SPEC_ICONS].sort());
    expect([...ICON_NAMES].sort()).toEqual([...SPEC_ICONS].sort());
    for (const [name, definition] of Object.entries(REGISTERED_ICONS)) {
      expect(definition.iconName).toBe(name);
      expect(definition.prefix).toBe(BRANDS.includes(name) ? 'fab' : 'fas');
    }
  });

  it('are drawn in the committed sprite exactly as Font Awesome draws them (npm run icons writes it)', () => {
    const committed = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
    expect(committed).toBe(iconSprite());
    for (const name of SPEC_ICONS as IconName[]) {
      const [width, height, , , path] = REGISTERED_ICONS[name].icon;
      expect(committed).toContain(`<symbol id="${name}" viewBox="0 0 ${width} ${height}"><path fill="currentColor" d="${String(path)}"/>`);
    }
  });

  it('render as decorative SVG with Font Awesome’s classes and the sprite’s symbol, which has the view box, nothing more', () => {
    for (const name of SPEC_ICONS as IconName[]) {
      const html = renderToStaticMarkup(createElement(Icon, { name }));
      expect(html).toMatch(new RegExp(`^<svg [^>]*class="svg-inline--fa fa-${name}"`));
      expect(html).not.toContain('viewBox');
      expect(html).toContain('aria-hidden="true"');
      expect(html).not.toContain('role=');
      // What HTML does not need: a namespace, Font Awesome's data attributes, focusable (an old IE's).
      expect(html).not.toMatch(/xmlns|data-|focusable/);
      expect(html).toMatch(new RegExp(`<use href="[^"#]*icons[^"#]*#${name}"></use>`));
    }
  });

  it('adds a caller’s class after Font Awesome’s', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'house', className: 'crumb-icon' }))).toContain(
      'class="svg-inline--fa fa-house crumb-icon"',
    );
  });
});
