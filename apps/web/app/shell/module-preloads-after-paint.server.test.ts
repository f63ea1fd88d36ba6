import { describe, expect, it } from 'vitest';
import { modulePreloadsAfterPaint } from './module-preloads-after-paint.server.ts';

const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`;

/** The hrefs the script's links get in a browser, once the frame and the task have run. */
function restored(script: string): string[] {
  const hrefs: string[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { href: string }) => hrefs.push(link.href) },
  };
  new Function('requestAnimationFrame', 'setTimeout', 'document', script)(
    (run: () => void) => run(),
    (run: () => void) => run(),
    document,
  );
  return hrefs;
}

describe('modulePreloadsAfterPaint', () => {
  it('takes the module preloads out of the head and restores them from a script at the end of the body', () => {
    const html = page(
      `<title>t</title>${preload('/assets/entry.client-1.js')}${preload('/assets/root-2.js')}<link rel="icon" href="data:x"/>`,
      '<main>Bonjour</main><script type="module" async="">import "/assets/root-2.js";</script>',
    );
    const out = modulePreloadsAfterPaint(html, 'abc');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="icon" href="data:x"/>');
    expect(out).toContain('<script type="module" async="">import "/assets/root-2.js";</script>');
    const script = /<script nonce="abc">(.*?)<\/script><\/body>/.exec(out)?.[1];
    expect(script).toContain('["entry.client-1","root-2"]');
    expect(script).toMatch(/^requestAnimationFrame\(function\(\)\{setTimeout\(/);
    expect(restored(script!)).toEqual(['/assets/entry.client-1.js', '/assets/root-2.js']);
  });

  it('restores each link in the browser once the first frame has been painted, in their order', () => {
    const out = modulePreloadsAfterPaint(page(preload('/a.js') + preload('/b.js'), ''), undefined);
    const script = /<script>(.*?)<\/script>/.exec(out)?.[1] ?? '';
    const appended: { rel: string; href: string }[] = [];
    let frame: (() => void) | undefined;
    let task: (() => void) | undefined;
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    };
    new Function('requestAnimationFrame', 'setTimeout', 'document', script)(
      (callback: () => void) => (frame = callback),
      (callback: () => void) => (task = callback),
      document,
    );
    expect(appended).toEqual([]);
    frame?.();
    expect(appended).toEqual([]);
    task?.();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/a.js' },
      { rel: 'modulepreload', href: '/b.js' },
    ]);
  });

  it('restores each path whole, whatever folders and extensions they share', () => {
    const cases = [
      ['/assets/a.js', '/assets/chunks/b.js', '/c.js'],
      ['/assets/a.js', '/assets/b.mjs'],
      ['/assets/.js', '/assets/x.js'],
      ['a.js', 'b.js'],
      ['/only.js'],
      ['/x/back\\slash.js', '/x/a</script>.js'],
    ];
    for (const paths of cases) {
      const out = modulePreloadsAfterPaint(page(paths.map(preload).join(''), ''), 'n');
      expect(restored(/<script nonce="n">(.*?)<\/script>/.exec(out)![1]!), paths.join(' ')).toEqual(paths);
    }
  });

  it('escapes what could close the script element', () => {
    const out = modulePreloadsAfterPaint(page(preload('/a</script><b>.js'), ''), 'n');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).toContain('\\u003c/');
  });

  it('leaves a document without module preloads, or without a body, as it is', () => {
    const plain = page('<title>t</title>', '<p>x</p>');
    expect(modulePreloadsAfterPaint(plain, 'n')).toBe(plain);
    const fragment = preload('/a.js');
    expect(modulePreloadsAfterPaint(fragment, 'n')).toBe(fragment);
  });
});
