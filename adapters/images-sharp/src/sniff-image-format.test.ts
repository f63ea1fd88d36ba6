import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatOfExtension, sniffImageFormat } from './sniff-image-format.ts';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c2410c' } });
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageFormat', () => {
  it('recognises each raster format the route reads from its first bytes', async () => {
    expect(sniffImageFormat(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await pixel().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await pixel().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await pixel().avif().toBuffer())).toBe('avif');
    expect(sniffImageFormat(await pixel().gif().toBuffer())).toBe('gif');
  });

  it('recognises an SVG document, with or without a BOM, declaration, comment or plain DOCTYPE', () => {
    expect(sniffImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImageFormat(text('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg>\n</svg>'))).toBe('svg');
    expect(
      sniffImageFormat(
        text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg></svg>'),
      ),
    ).toBe('svg');
  });

  it('refuses what is not an image, and SVGs declaring entities', () => {
    expect(sniffImageFormat(text('Ceci est un texte.'))).toBeNull();
    expect(sniffImageFormat(text('<!DOCTYPE html><html><svg></svg></html>'))).toBeNull();
    expect(sniffImageFormat(text('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffImageFormat(text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'))).toBeNull();
    expect(sniffImageFormat(text('<svg><!ENTITY x SYSTEM "file:///etc/passwd"></svg>'))).toBeNull();
    expect(sniffImageFormat(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0x49, 0x49, 0x2a, 0x00]))).toBeNull(); // TIFF: sharp reads it, the route does not
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('formatOfExtension', () => {
  it('maps the route’s extensions, in any case, and nothing else', () => {
    expect(formatOfExtension('a.JPG')).toBe('jpeg');
    expect(formatOfExtension('a.jpeg')).toBe('jpeg');
    expect(formatOfExtension('a.svg')).toBe('svg');
    expect(formatOfExtension('a.tiff')).toBeNull();
    expect(formatOfExtension('constructor')).toBeNull();
    expect(formatOfExtension('a.__proto__')).toBeNull();
  });
});
