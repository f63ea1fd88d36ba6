import { inflateSync } from 'node:zlib';

/**
 * Reads the text back out of a PDF written by PDFKit (no PDF parser is installed): its compressed streams are
 * inflated, then each font's ToUnicode CMap maps the glyph codes of the content streams back to characters. Text
 * pieces are joined with spaces, so a sentence that wraps over lines reads whole.
 */
export function readPdfText(pdf: Uint8Array): { pages: number; text: string } {
  const source = inflated(Buffer.from(pdf).toString('latin1'));
  const objects = new Map<number, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(Number(match[1]), match[2] ?? '');

  const cmaps = new Map<number, Map<number, string>>();
  const cmapOf = (fontId: number) => {
    if (!cmaps.has(fontId)) {
      const unicodeId = Number(/\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId) ?? '')?.[1]);
      cmaps.set(fontId, parseCmap(objects.get(unicodeId) ?? ''));
    }
    return cmaps.get(fontId) as Map<number, string>;
  };

  const pieces: string[] = [];
  let pages = 0;
  for (const body of objects.values()) {
    if (!/\/Type \/Page\n/.test(body)) continue;
    pages++;
    const resourcesId = Number(/\/Resources (\d+) 0 R/.exec(body)?.[1]);
    const resources = objects.get(resourcesId) ?? body;
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1] as string, Number(m[2])]));
    const contentsId = Number(/\/Contents (\d+) 0 R/.exec(body)?.[1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(objects.get(contentsId) ?? '')?.[1] ?? '';
    let cmap = new Map<number, string>();
    for (const match of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (match[1]) cmap = cmapOf(fonts.get(match[1]) ?? -1);
      const hexes =
        match[2] !== undefined
          ? [...match[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
          : match[3] !== undefined
            ? [match[3]]
            : [];
      if (hexes.length > 0) pieces.push(hexes.map((hex) => decode(hex, cmap)).join(''));
    }
  }
  return { pages, text: pieces.join(' ').replace(/\s+/g, ' ') };
}

function decode(hex: string, cmap: Map<number, string>): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
  return text;
}

function parseCmap(object: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((part) => parseInt(part, 16)));
  for (const range of object.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] ?? '0', 16);
    [...(range[3] ?? '').matchAll(/<([0-9a-f]+)>/gi)].forEach((value, index) => map.set(start + index, unicode(value[1] ?? '')));
  }
  for (const block of object.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(pair[1] ?? '0', 16), unicode(pair[2] ?? ''));
  }
  return map;
}

/** The document with every Flate-compressed stream inflated in place (PDFKit's `compress: true`). */
function inflated(source: string): string {
  return source.replace(
    /(<<[^]*?)\/Filter \/FlateDecode([^]*?>>\nstream\n)([^]*?)(\nendstream)/g,
    (_whole, head: string, tail: string, body: string, end: string) => {
      const length = Number(/\/Length (\d+)/.exec(head + tail)?.[1] ?? body.length);
      return `${head}${tail}${inflateSync(Buffer.from(body.slice(0, length), 'latin1')).toString('latin1')}${end}`;
    },
  );
}
