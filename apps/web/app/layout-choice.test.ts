import { describe, expect, it } from 'vitest';
import { layoutOf } from './layout-choice.ts';

describe('layoutOf (spec §2: layout from route metadata, default as fallback)', () => {
  it('falls back to the default layout when no route declares one', () => {
    expect(layoutOf([])).toBe('default');
    expect(layoutOf([{ handle: undefined }, { handle: { breadcrumb: 'x' } }])).toBe('default');
  });

  it('takes the layout of the deepest route that declares one, so child routes inherit it', () => {
    expect(layoutOf([{}, { handle: { layout: 'admin' } }, { handle: undefined }])).toBe('admin');
    expect(layoutOf([{ handle: { layout: 'admin' } }, { handle: { layout: 'default' } }])).toBe('default');
    expect(layoutOf([{ handle: { layout: 'default' } }, { handle: { layout: 'admin' } }])).toBe('admin');
  });

  it('ignores a layout name it does not know rather than showing no layout', () => {
    expect(layoutOf([{ handle: { layout: 'admin' } }, { handle: { layout: 'dashboard' } }])).toBe('admin');
    expect(layoutOf([{ handle: { layout: 42 } }])).toBe('default');
    expect(layoutOf([{ handle: null }])).toBe('default');
  });
});
