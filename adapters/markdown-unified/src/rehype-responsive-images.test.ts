import { responsiveImageAttributes } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from './unified-markdown-renderer.ts';

/** Sizes as the image adapter would read them from the files; anything else is unknown. */
const SIZES: Record<string, { width: number; height: number }> = { '/uploads/articles/taux.png': { width: 1100, height: 550 } };

const asked: string[] = [];
const renderer = createMarkdownRenderer({
  responsiveImage: async (src) => {
    asked.push(src);
    const size = SIZES[src];
    return size ? responsiveImageAttributes({ src, ...size, sizes: '100vw', sourceWidth: size.width, format: 'webp' }) : null;
  },
});

describe('createMarkdownRenderer: the content’s images through the image route (spec §2)', () => {
  it('gives a known image its size, a srcset of the breakpoints and sizes', async () => {
    const html = await renderer.render('![Taux](/uploads/articles/taux.png)');
    expect(html).toBe(
      '<p><img src="/_img/uploads/articles/taux.png?w=1024&#x26;fm=webp" alt="Taux" srcset="/_img/uploads/articles/taux.png?w=320&#x26;fm=webp 320w, /_img/uploads/articles/taux.png?w=640&#x26;fm=webp 640w, /_img/uploads/articles/taux.png?w=768&#x26;fm=webp 768w, /_img/uploads/articles/taux.png?w=1024&#x26;fm=webp 1024w" sizes="100vw" width="1100" height="550"></p>',
    );
  });

  it('does it inside an image block’s figure too', async () => {
    const html = await renderer.render('```image\n![Taux](/uploads/articles/taux.png "Légende")\n```');
    expect(html).toContain(
      '<figure class="md-figure"><img src="/_img/uploads/articles/taux.png?w=1024&#x26;fm=webp" alt="Taux" loading="lazy" decoding="async" srcset=',
    );
    expect(html).toContain('<figcaption>Légende</figcaption>');
  });

  it('leaves an unknown image, another site’s, and a failing lookup as written', async () => {
    expect(await renderer.render('![x](/uploads/missing.png)')).toBe('<p><img src="/uploads/missing.png" alt="x"></p>');
    expect(await renderer.render('![x](https://example.com/a.png)')).toBe('<p><img src="https://example.com/a.png" alt="x"></p>');
    const failing = createMarkdownRenderer({ responsiveImage: () => Promise.reject(new Error('disk')) });
    expect(await failing.render('![x](/uploads/articles/taux.png)')).toBe('<p><img src="/uploads/articles/taux.png" alt="x"></p>');
  });

  it('keeps srcset and sizes written in the markdown out, and looks each image up once', async () => {
    asked.length = 0;
    const html = await renderer.render(
      '<img src="/uploads/missing.png" srcset="https://evil.example/x.png 1w" sizes="1px" alt="">\n\n![a](/uploads/articles/taux.png) ![b](/uploads/articles/taux.png)',
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('sizes="1px"');
    expect(asked.sort()).toEqual(['/uploads/articles/taux.png', '/uploads/missing.png']);
  });
});
