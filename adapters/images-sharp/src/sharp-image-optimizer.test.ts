import type { ImageOptimizer } from '@pretscope/core';
import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharpImageOptimizer } from './sharp-image-optimizer.ts';

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height RGB pixels, with a few KB of compressed zeros: a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4_000_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const CHART_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400"><rect width="800" height="400" fill="#c2410c"/></svg>';

describe('createSharpImageOptimizer', () => {
  let dir: string;
  let uploads: string;
  let cacheDir: string;
  let images: ImageOptimizer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pretscope-images-'));
    uploads = join(dir, 'uploads');
    cacheDir = join(dir, 'cache');
    await mkdir(join(uploads, 'logos'), { recursive: true });
    await mkdir(join(dir, 'outside'), { recursive: true });
    // A 2000 × 1000 photo-like JPEG: a gradient, so sizes and qualities give different files.
    const gradient = Buffer.alloc(2000 * 1000 * 3);
    for (let index = 0; index < gradient.length; index += 3) {
      const pixel = index / 3;
      gradient[index] = (pixel % 2000) % 256;
      gradient[index + 1] = Math.floor(pixel / 2000) % 256;
      gradient[index + 2] = (pixel * 7) % 256;
    }
    await sharp(gradient, { raw: { width: 2000, height: 1000, channels: 3 } })
      .jpeg()
      .toFile(join(uploads, 'photo.jpg'));
    await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
      .png()
      .toFile(join(uploads, 'logos', 'wide.png'));
    await writeFile(join(uploads, 'chart.svg'), CHART_SVG);
    await writeFile(
      join(uploads, 'script.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><script>alert(document.cookie)</script><rect width="100" height="100" fill="#000"/></svg>',
    );
    // An SVG pointing at a file beside it and at the system's files: none may be drawn.
    await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
      .png()
      .toFile(join(uploads, 'red.png'));
    await writeFile(
      join(uploads, 'external.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="50" height="50"><image href="red.png" width="50" height="50"/><image xlink:href="file:///etc/passwd" width="50" height="50"/><image href="http://127.0.0.1:9/x.png" width="50" height="50"/></svg>',
    );
    await writeFile(
      join(uploads, 'entities.svg'),
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>',
    );
    await writeFile(
      join(uploads, 'huge.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="90000000" height="90000000"><rect width="10" height="10"/></svg>',
    );
    await writeFile(join(uploads, 'not-an-image.png'), 'Ceci est un fichier texte, pas une image.\n');
    await writeFile(join(uploads, 'page.svg'), '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toFile(join(uploads, 'renamed.jpg'));
    await writeFile(join(uploads, 'bomb.png'), bombPng(100_000, 100_000));
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0f0' } })
      .png()
      .toFile(join(dir, 'outside', 'secret.png'));
    await writeFile(
      join(dir, 'uploads-secret.png'),
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0f0' } })
        .png()
        .toBuffer(),
    );
    await symlink(join(dir, 'outside', 'secret.png'), join(uploads, 'escape.png'));
    await symlink(join(dir, 'outside'), join(uploads, 'linked-folder'));
    await symlink(join(uploads, 'photo.jpg'), join(uploads, 'alias.jpg'));
    images = createSharpImageOptimizer({ roots: { uploads }, cacheDir });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function rendered(sourcePath: string, modifiers: Parameters<ImageOptimizer['transform']>[1]) {
    const result = await images.transform(sourcePath, modifiers);
    if (!result.ok) throw new Error(`${sourcePath}: ${result.error.type}`);
    return { ...result.value, metadata: await sharp(result.value.body).metadata() };
  }

  it('renders a photo at a breakpoint width in the asked format, keeping its proportions', async () => {
    const webp = await rendered('uploads/photo.jpg', { width: 640, format: 'webp' });
    expect(webp.contentType).toBe('image/webp');
    expect(webp.metadata).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(webp.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const avif = await rendered('uploads/photo.jpg', { width: 320, height: 320, fit: 'cover', format: 'avif' });
    expect(avif.contentType).toBe('image/avif');
    expect(avif.metadata).toMatchObject({ format: 'heif', width: 320, height: 320 });
    const jpeg = await rendered('uploads/photo.jpg', { height: 100 });
    expect(jpeg.metadata).toMatchObject({ format: 'jpeg', width: 200, height: 100 });
  });

  it('lowers the weight with the quality, and never enlarges pixels', async () => {
    const low = await rendered('uploads/photo.jpg', { width: 1024, format: 'webp', quality: 10 });
    const high = await rendered('uploads/photo.jpg', { width: 1024, format: 'webp', quality: 95 });
    expect(low.body.length).toBeLessThan(high.body.length);
    const capped = await rendered('uploads/photo.jpg', { width: 2560 });
    expect(capped.metadata).toMatchObject({ width: 2000, height: 1000 });
  });

  it('letterboxes with transparency for contain, and with white in a JPEG', async () => {
    const contain = await rendered('uploads/logos/wide.png', { width: 200, height: 200, fit: 'contain', format: 'png' });
    expect(contain.metadata).toMatchObject({ width: 200, height: 200, hasAlpha: true });
    const pixels = await sharp(contain.body).ensureAlpha().raw().toBuffer();
    const at = (x: number, y: number, size = 200) => [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
    expect(at(100, 5)[3]).toBe(0); // the band above the logo is transparent
    expect(at(100, 100)).toEqual([0, 0, 255, 255]); // the logo itself, unchanged
    const jpeg = await rendered('uploads/logos/wide.png', { width: 150, height: 150, fit: 'contain', format: 'jpeg' });
    expect(jpeg.metadata.hasAlpha).toBe(false);
    const { data } = await sharp(jpeg.body).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray((5 * 150 + 75) * 3, (5 * 150 + 75) * 3 + 3)].every((channel) => channel > 245)).toBe(true);
  });

  it('draws an SVG as pixels at any breakpoint, sharp at the asked width (png unless asked)', async () => {
    const png = await rendered('uploads/chart.svg', {});
    expect(png.contentType).toBe('image/png');
    expect(png.metadata).toMatchObject({ format: 'png', width: 800, height: 400 });
    const large = await rendered('uploads/chart.svg', { width: 1536, format: 'webp' });
    expect(large.metadata).toMatchObject({ format: 'webp', width: 1536, height: 768 });
  });

  it('serves an SVG holding a script only as pixels: no markup, no script, never image/svg+xml', async () => {
    const result = await rendered('uploads/script.svg', { width: 100, format: 'webp' });
    expect(result.contentType).toBe('image/webp');
    expect(Buffer.from(result.body).toString('latin1')).not.toMatch(/<script|alert|<svg/i);
    const { data } = await sharp(result.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(10); // the black rectangle was drawn; the script was not run
  });

  it('draws no file or URL an SVG references', async () => {
    const result = await rendered('uploads/external.svg', { format: 'png' });
    const { data, info } = await sharp(result.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    for (let index = 3; index < data.length; index += 4) expect(data[index]).toBe(0);
  });

  it('refuses an SVG declaring entities, a non-image with an image extension, and a file whose content is another format', async () => {
    for (const path of ['uploads/entities.svg', 'uploads/not-an-image.png', 'uploads/page.svg', 'uploads/renamed.jpg']) {
      expect(await images.transform(path, { width: 100 }), path).toEqual({ ok: false, error: { type: 'image/unsupported' } });
      expect(await images.metadata(path), path).toEqual({ width: 0, height: 0, format: null });
    }
  });

  it('refuses a decompression bomb from its header, quickly, and reads its metadata as zero sizes', async () => {
    const started = Date.now();
    expect(await images.transform('uploads/bomb.png', { width: 100 })).toEqual({ ok: false, error: { type: 'image/too-large' } });
    expect(await images.metadata('uploads/bomb.png')).toEqual({ width: 0, height: 0, format: null });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('draws an SVG declaring gigantic dimensions at the asked size only, or refuses it, never allocating its declared size', async () => {
    const result = await images.transform('uploads/huge.svg', { width: 640, format: 'png' });
    if (result.ok) expect((await sharp(result.value.body).metadata()).width).toBeLessThanOrEqual(640);
    else expect(result.error.type).toBe('image/too-large');
  });

  it('refuses every path outside its roots: traversal, encoded, absolute, NUL, backslashes, links out, unknown roots', async () => {
    const hostile = [
      '../uploads-secret.png',
      'uploads/../uploads-secret.png',
      'uploads/../outside/secret.png',
      'uploads/%2e%2e/uploads-secret.png',
      'uploads/..%2Fuploads-secret.png',
      'uploads\\..\\uploads-secret.png',
      'uploads/..\\uploads-secret.png',
      `${join(dir, 'outside', 'secret.png')}`,
      '/etc/passwd',
      'uploads/photo.jpg\0.png',
      'uploads/escape.png',
      'uploads/linked-folder/secret.png',
      'uploads/missing.png',
      'uploads/logos',
      'constructor/photo.jpg',
      '__proto__/photo.jpg',
      'toString/photo.jpg',
      'outside/secret.png',
    ];
    for (const path of hostile) {
      expect(await images.transform(path, {}), path).toEqual({ ok: false, error: { type: 'image/not-found' } });
      expect(await images.metadata(path), path).toEqual({ width: 0, height: 0, format: null });
    }
    // A link that stays inside the root is an ordinary file.
    expect((await images.transform('uploads/alias.jpg', { width: 320 })).ok).toBe(true);
  });

  it('reads the size of an image, and zero sizes for anything it cannot read (spec §2)', async () => {
    expect(await images.metadata('uploads/photo.jpg')).toEqual({ width: 2000, height: 1000, format: 'jpeg' });
    expect(await images.metadata('uploads/chart.svg')).toEqual({ width: 800, height: 400, format: 'svg' });
    expect(await images.metadata('uploads/missing.png')).toEqual({ width: 0, height: 0, format: null });
  });

  it('keeps renderings on disk by source and modifiers, and renders again when the source changes', async () => {
    const first = await rendered('uploads/chart.svg', { width: 320, format: 'webp' });
    const files = async () => (await readdir(cacheDir, { recursive: true })).filter((name) => name.endsWith('.webp'));
    const cachedFile = (await files()).find((name) => name.includes(first.etag.slice(1, 33)));
    expect(cachedFile).toBeDefined();
    // The second answer comes from the disk: replace the cached bytes and they are what is served.
    await writeFile(join(cacheDir, cachedFile!), 'cached bytes');
    const second = await images.transform('uploads/chart.svg', { width: 320, format: 'webp' });
    expect(second.ok && Buffer.from(second.value.body).toString()).toBe('cached bytes');
    expect(second.ok && second.value.etag).toBe(first.etag);
    // A changed source (new modification time) is a new rendering with a new ETag.
    const later = new Date(Date.now() + 60_000);
    await utimes(join(uploads, 'chart.svg'), later, later);
    const third = await rendered('uploads/chart.svg', { width: 320, format: 'webp' });
    expect(third.etag).not.toBe(first.etag);
    expect(third.metadata.width).toBe(320);
  });

  it('renders one new size once, however many ask for it at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => images.transform('uploads/photo.jpg', { width: 777, format: 'png' })),
    );
    expect(new Set(answers.map((answer) => answer.ok && answer.value.etag)).size).toBe(1);
    expect(
      (await readdir(cacheDir, { recursive: true })).filter((name) => name.endsWith('.png') && !name.endsWith('.tmp')).length,
    ).toBeGreaterThan(0);
  });

  it('answers busy beyond its queue instead of queueing without end', async () => {
    const strict = createSharpImageOptimizer({ roots: { uploads }, cacheDir: join(dir, 'cache-strict'), concurrency: 1, maxQueued: 1 });
    const answers = await Promise.all(
      [100, 200, 300, 400, 500].map((width) => strict.transform('uploads/photo.jpg', { width, format: 'avif' })),
    );
    expect(answers.filter((answer) => answer.ok).length).toBeGreaterThanOrEqual(2);
    expect(answers.some((answer) => !answer.ok && answer.error.type === 'image/busy')).toBe(true);
  });

  it('keeps its cache folder within its bound', async () => {
    const small = createSharpImageOptimizer({ roots: { uploads }, cacheDir: join(dir, 'cache-small'), maxCacheBytes: 60_000 });
    for (const width of [400, 500, 600, 700, 800, 900, 1000])
      expect((await small.transform('uploads/photo.jpg', { width, format: 'png', quality: 100 })).ok).toBe(true);
    const names = await readdir(join(dir, 'cache-small'), { recursive: true });
    let bytes = 0;
    for (const name of names) {
      const info = await stat(join(dir, 'cache-small', name));
      if (info.isFile()) bytes += info.size;
    }
    expect(bytes).toBeLessThanOrEqual(60_000);
  });

  it('refuses a file above its byte or pixel limits', async () => {
    const strict = createSharpImageOptimizer({
      roots: { uploads },
      cacheDir: join(dir, 'cache-limits'),
      maxInputPixels: 1_000_000,
      maxInputBytes: 1_000_000,
    });
    expect(await strict.transform('uploads/photo.jpg', { width: 100 })).toEqual({ ok: false, error: { type: 'image/too-large' } });
    const tiny = createSharpImageOptimizer({ roots: { uploads }, cacheDir: join(dir, 'cache-bytes'), maxInputBytes: 100 });
    expect(await tiny.transform('uploads/photo.jpg', { width: 100 })).toEqual({ ok: false, error: { type: 'image/too-large' } });
  });
});
