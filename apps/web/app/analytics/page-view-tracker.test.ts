import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPageViewTracker } from './page-view-tracker.ts';

describe('the page-view tracker (spec §1)', () => {
  it('sends the first path, then only when the path changes', () => {
    const sent: string[] = [];
    const tracker = createPageViewTracker((path) => sent.push(path));
    expect(tracker.visit('/')).toBe(true);
    expect(tracker.visit('/')).toBe(false);
    expect(tracker.visit('/pret-hypothecaire')).toBe(true);
    expect(tracker.visit('/pret-hypothecaire')).toBe(false);
    expect(tracker.visit('/')).toBe(true);
    expect(sent).toEqual(['/', '/pret-hypothecaire', '/']);
  });

  it('sends the current path again after a reset (measurement stopped, then accepted again)', () => {
    const sent: string[] = [];
    const tracker = createPageViewTracker((path) => sent.push(path));
    tracker.visit('/articles');
    tracker.reset();
    tracker.visit('/articles');
    expect(sent).toEqual(['/articles', '/articles']);
  });

  it('sends exactly one page view per run of equal paths, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', '/a', '/b', '/a/b'), { maxLength: 40 }), (paths) => {
        const sent: string[] = [];
        const tracker = createPageViewTracker((path) => sent.push(path));
        for (const path of paths) tracker.visit(path);
        const runs = paths.filter((path, index) => index === 0 || paths[index - 1] !== path);
        expect(sent).toEqual(runs);
      }),
    );
  });
});
