import { describe, expect, it } from 'vitest';
import { copyText, type CopyEnvironment } from './copy-text.ts';

/** A document that records what the selection fallback does, and copies what is selected when asked. */
function fakeDocument({ copySucceeds = true, withBody = true } = {}) {
  const log: string[] = [];
  let selected: string | null = null;
  const clipboard: string[] = [];
  const button = { focus: () => log.push('focus button') };
  const body = {
    children: [] as unknown[],
    appendChild(child: unknown) {
      this.children.push(child);
      log.push('append field');
      return child;
    },
  };
  const document = {
    activeElement: button,
    body: withBody ? body : null,
    createElement(tag: string) {
      const field = {
        tag,
        value: '',
        style: {} as Record<string, string>,
        attributes: {} as Record<string, string>,
        setAttribute(name: string, value: string) {
          this.attributes[name] = value;
        },
        select() {
          selected = this.value;
          log.push('select');
        },
        remove() {
          body.children = body.children.filter((child) => child !== field);
          log.push('remove field');
        },
      };
      return field;
    },
    execCommand(command: string) {
      log.push(`execCommand ${command}`);
      if (!copySucceeds) return false;
      if (selected !== null) clipboard.push(selected);
      return true;
    },
  };
  return { document: document as unknown as CopyEnvironment['document'], log, clipboard, body };
}

describe('copyText', () => {
  it('uses the Clipboard API when it is there and works', async () => {
    const written: string[] = [];
    const { document, log } = fakeDocument();
    const ok = await copyText('https://www.pretscope.example/a', {
      clipboard: { writeText: async (text) => void written.push(text) },
      document,
    });
    expect(ok).toBe(true);
    expect(written).toEqual(['https://www.pretscope.example/a']);
    expect(log).toEqual([]);
  });

  it('falls back to copying a selection when the Clipboard API is missing, then gives focus back', async () => {
    const { document, log, clipboard, body } = fakeDocument();
    expect(await copyText('https://www.pretscope.example/b', { clipboard: undefined, document })).toBe(true);
    expect(clipboard).toEqual(['https://www.pretscope.example/b']);
    expect(log).toEqual(['append field', 'select', 'execCommand copy', 'remove field', 'focus button']);
    expect(body.children).toEqual([]);
  });

  it('falls back when the Clipboard API refuses', async () => {
    const { document, clipboard } = fakeDocument();
    const refusing = { writeText: () => Promise.reject(new DOMException('Refusé', 'NotAllowedError')) };
    expect(await copyText('https://www.pretscope.example/c', { clipboard: refusing, document })).toBe(true);
    expect(clipboard).toEqual(['https://www.pretscope.example/c']);
  });

  it('says it failed when neither way works, and leaves nothing behind', async () => {
    const { document, body, log } = fakeDocument({ copySucceeds: false });
    const refusing = { writeText: () => Promise.reject(new Error('refusé')) };
    expect(await copyText('https://www.pretscope.example/d', { clipboard: refusing, document })).toBe(false);
    expect(body.children).toEqual([]);
    expect(log.at(-1)).toBe('focus button');
  });

  it('says it failed when the page has no body to hold the field', async () => {
    const { document } = fakeDocument({ withBody: false });
    expect(await copyText('x', { clipboard: undefined, document })).toBe(false);
  });
});
