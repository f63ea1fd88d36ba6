/** The formats the optimisation route reads, recognised from a file's first bytes. */
export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';

const EXTENSION_FORMATS: Readonly<Record<string, SourceFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
};

/** The format a file name promises, from its extension; null for any other extension. */
export function formatOfExtension(fileName: string): SourceFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(EXTENSION_FORMATS, extension) ? EXTENSION_FORMATS[extension]! : null;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/**
 * The format of an image from its content, or null when it is none of the route's formats. The route trusts the
 * content, not the name: a text file called logo.png, or an HTML page called logo.svg, is not an image.
 * SVG is recognised only as an XML document whose root is <svg>, and never with a DOCTYPE that declares entities
 * (the way to "billion laughs" and external entities).
 */
export function sniffImageFormat(bytes: Uint8Array): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp' && isAvifBrand(bytes)) return 'avif';
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF. */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, boxSize, 256);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, offset, 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

const SVG_START = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)*<svg[\s>]/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return SVG_START.test(head) && !/<!ENTITY/i.test(new TextDecoder().decode(bytes));
}
