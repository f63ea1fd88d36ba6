import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCompactRouteManifest } from './compact-route-manifest.server.ts';

/** A document as React Router writes its scripts in lazy route discovery (Scripts, entry.server's render). */
function documentWith(manifestText: string): string {
  return (
    '<html><head><script type="module">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ' +
    manifestText +
    ';\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script></head><body></body></html>'
  );
}

const MANIFEST = {
  entry: { module: '/assets/entry.client-D0ojJIqZ.js', imports: ['/assets/components-DksB9Zvl.js'], css: [] },
  routes: { root: { id: 'root', path: '', hasLoader: true, module: '/assets/root-dp2aZ75V.js', imports: [], css: [] } },
  url: '/assets/manifest-7cc4406d.js',
  version: '7cc4406d',
};

describe('React Router’s inline route manifest, compact', () => {
  it('writes the manifest without white space, the rest of the document unchanged', () => {
    const html = documentWith(JSON.stringify(MANIFEST, null, 2));
    const compact = withCompactRouteManifest(html);
    expect(compact).toBe(documentWith(JSON.stringify(MANIFEST)));
    expect(compact.length).toBeLessThan(html.length);
  });

  it('keeps a page without it, or with JSON it cannot read, as it is', () => {
    expect(withCompactRouteManifest('<html><body>Bonjour</body></html>')).toBe('<html><body>Bonjour</body></html>');
    const broken = documentWith('{"entry": ');
    expect(withCompactRouteManifest(broken)).toBe(broken);
  });

  it('reads back the same manifest, and never writes what could close its script', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const compact = withCompactRouteManifest(documentWith(JSON.stringify(value, null, 2)));
        const written = compact.slice(compact.indexOf(' = ') + 3, compact.indexOf(';\n  window.__reactRouterRouteModules'));
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(written).not.toMatch(/<|>/);
      }),
    );
  });
});
