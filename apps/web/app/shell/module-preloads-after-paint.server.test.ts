import { describe, expect, it } from 'vitest';
import { modulePreloadsAfterPaint } from './module-preloads-after-paint.server.ts';

const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`;

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
    expect(script).toContain('["/assets/entry.client-1.js","/assets/root-2.js"]');
    expect(script).toMatch(/^requestAnimationFrame\(function\(\)\{setTimeout\(/);
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

  it('escapes what could close the script element', () => {
    const out = modulePreloadsAfterPaint(page(preload('/a</script><b>.js'), ''), 'n');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).toContain('\\u003c/script>');
  });

  it('leaves a document without module preloads, or without a body, as it is', () => {
    const plain = page('<title>t</title>', '<p>x</p>');
    expect(modulePreloadsAfterPaint(plain, 'n')).toBe(plain);
    const fragment = preload('/a.js');
    expect(modulePreloadsAfterPaint(fragment, 'n')).toBe(fragment);
  });
});
