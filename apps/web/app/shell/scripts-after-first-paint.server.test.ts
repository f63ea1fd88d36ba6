import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint, WAITING_MODULE_TYPE } from './scripts-after-first-paint.server.ts';

const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`;
const MODULE =
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>';

/** A stand-in for the browser's document: what the restoring script appends, and the frame and task it waits for. */
function browser(waiting: { nonce: string; textContent: string } | null) {
  const head: Record<string, string>[] = [];
  const body: Record<string, string>[] = [];
  let frame: (() => void) | undefined;
  let task: (() => void) | undefined;
  const document = {
    createElement: () => ({}),
    head: { appendChild: (element: Record<string, string>) => head.push(element) },
    body: { appendChild: (element: Record<string, string>) => body.push(element) },
    querySelector: (selector: string) => (selector === `script[type="${WAITING_MODULE_TYPE}"]` ? waiting : null),
  };
  const run = (script: string) =>
    new Function('requestAnimationFrame', 'setTimeout', 'document', script)(
      (callback: () => void) => (frame = callback),
      (callback: () => void) => (task = callback),
      document,
    );
  return { head, body, run, frame: () => frame?.(), task: () => task?.() };
}

describe('scriptsAfterFirstPaint', () => {
  const html = page(
    `<title>t</title>${preload('/assets/entry.client-1.js')}${preload('/assets/root-2.js')}<link rel="icon" href="data:x"/>`,
    `<main>Bonjour</main><script nonce="abc">window.__reactRouterContext = {};</script>${MODULE}<script nonce="abc">enqueue()</script>`,
  );
  const out = scriptsAfterFirstPaint(html, 'abc');

  it('sends no module preload and no module script: nothing for the browser to fetch before the first paint', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain('<link rel="icon" href="data:x"/>');
    // The module script stays where React rendered it, its text untouched, under a type the browser does not run.
    expect(out).toContain(
      `<script nonce="abc" type="${WAITING_MODULE_TYPE}" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script><script nonce="abc">enqueue()</script>`,
    );
    expect(out).toMatch(/<script nonce="abc">requestAnimationFrame\(function\(\)\{setTimeout\(.*<\/script><\/body>/);
  });

  it('restores the links, then the module script with its nonce, once the first frame has been painted', () => {
    const script = /<script nonce="abc">(requestAnimationFrame.*?)<\/script><\/body>/.exec(out)?.[1] ?? '';
    const waiting = { nonce: 'abc', textContent: 'import("/assets/entry.client-1.js");' };
    const { head, body, run, frame, task } = browser(waiting);
    run(script);
    frame();
    expect([head, body]).toEqual([[], []]);
    task();
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-1.js' },
      { rel: 'modulepreload', href: '/assets/root-2.js' },
    ]);
    expect(body).toEqual([{ type: 'module', nonce: 'abc', textContent: waiting.textContent }]);
  });

  it('escapes what could close the script element', () => {
    const escaped = scriptsAfterFirstPaint(page(preload('/a</script><b>.js'), ''), 'n');
    expect(escaped.match(/<\/script>/g)).toHaveLength(1);
    expect(escaped).toContain('\\u003c/script>');
  });

  it('leaves a document without scripts to wait for, or without a body, as it is', () => {
    const plain = page('<title>t</title>', '<p>x</p>');
    expect(scriptsAfterFirstPaint(plain, 'n')).toBe(plain);
    const fragment = preload('/a.js') + MODULE;
    expect(scriptsAfterFirstPaint(fragment, 'n')).toBe(fragment);
  });
});
