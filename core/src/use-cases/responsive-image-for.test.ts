import { describe, expect, it } from 'vitest';
import type { ImageMetadata } from '../ports/image-optimizer.ts';
import { responsiveImageFor } from './responsive-image-for.ts';

/** Metadata as the adapter answers it, from a table of files; anything else reads as unreadable (0 × 0). */
function imagesWith(files: Record<string, ImageMetadata>) {
  const asked: string[] = [];
  return {
    asked,
    images: {
      metadata: async (sourcePath: string) => {
        asked.push(sourcePath);
        return files[sourcePath] ?? { width: 0, height: 0, format: null };
      },
    },
  };
}

describe('responsiveImageFor', () => {
  it('gives an article image its own size and the breakpoints not wider than it', async () => {
    const { images, asked } = imagesWith({ 'uploads/articles/photo.jpeg': { width: 1100, height: 733, format: 'jpeg' } });
    const attributes = await responsiveImageFor({ images }, { src: '/uploads/articles/photo.jpeg', sizes: '100vw', format: 'webp' });
    expect(asked).toEqual(['uploads/articles/photo.jpeg']);
    expect(attributes).toMatchObject({ width: 1100, height: 733, sizes: '100vw' });
    expect(attributes?.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w']);
  });

  it('draws an SVG at every breakpoint, whatever its declared size', async () => {
    const { images } = imagesWith({ 'uploads/articles/chart.svg': { width: 800, height: 420, format: 'svg' } });
    const attributes = await responsiveImageFor({ images }, { src: '/uploads/articles/chart.svg', sizes: '100vw' });
    expect(attributes?.srcSet.split(', ')).toHaveLength(6);
  });

  it('leaves an unreadable file (zero sizes, spec §2) or another site’s image as written, without reading it', async () => {
    const { images, asked } = imagesWith({});
    expect(await responsiveImageFor({ images }, { src: '/uploads/broken.png', sizes: '100vw' })).toBeNull();
    expect(await responsiveImageFor({ images }, { src: 'https://example.com/a.png', sizes: '100vw' })).toBeNull();
    expect(asked).toEqual(['uploads/broken.png']);
  });
});
