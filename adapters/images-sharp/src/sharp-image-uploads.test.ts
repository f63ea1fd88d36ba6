import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createSharpImageUploads } from './sharp-image-uploads.ts';

const uploadsDir = mkdtempSync(join(tmpdir(), 'pretscope-uploads-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

describe('sharp image uploads', () => {
  const uploads = createSharpImageUploads({ uploadsDir, maxBytes: 200_000, maxPixels: 1_000_000 });

  it('keeps an image under its content hash, once, and answers its path and size', async () => {
    const bytes = new Uint8Array(await png());
    const first = await uploads.store({ folder: 'logos', bytes });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.value.path).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    expect(first.value).toMatchObject({ width: 40, height: 20 });
    expect(new Uint8Array(readFileSync(join(uploadsDir, first.value.path.replace('/uploads/', ''))))).toEqual(bytes);
    const again = await uploads.store({ folder: 'logos', bytes });
    expect(again.ok && again.value.path).toBe(first.value.path);
    expect(readdirSync(join(uploadsDir, 'logos'))).toHaveLength(1);
  });

  it('accepts an SVG document, as the site shows the demo logos', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48"><rect width="120" height="48" fill="#123"/></svg>',
    );
    const stored = await uploads.store({ folder: 'articles', bytes: svg });
    expect(stored.ok && stored.value.path).toMatch(/^\/uploads\/articles\/[0-9a-f]{32}\.svg$/);
  });

  it('refuses what is not an image, whatever its name, and writes nothing', async () => {
    for (const bytes of [
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      new TextEncoder().encode('%PDF-1.7'),
      new Uint8Array(0),
    ]) {
      expect(await uploads.store({ folder: 'authors', bytes })).toEqual({ ok: false, error: { type: 'upload/not-an-image' } });
    }
    const entity = new TextEncoder().encode(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    );
    expect((await uploads.store({ folder: 'authors', bytes: entity })).ok).toBe(false);
    expect(existsSync(join(uploadsDir, 'authors'))).toBe(false);
  });

  it('refuses a truncated image, too many bytes and too many pixels', async () => {
    const whole = await png();
    expect(await uploads.store({ folder: 'logos', bytes: new Uint8Array(whole.subarray(0, 40)) })).toEqual({
      ok: false,
      error: { type: 'upload/unreadable' },
    });
    expect(await uploads.store({ folder: 'logos', bytes: new Uint8Array(300_000) })).toEqual({
      ok: false,
      error: { type: 'upload/too-large', maxBytes: 200_000 },
    });
    const huge = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await uploads.store({ folder: 'logos', bytes: new Uint8Array(huge) })).ok).toBe(false);
  });
});
