import { IMAGE_BREAKPOINT_WIDTHS } from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx';

const render = (props: ResponsiveImageProps) => renderToStaticMarkup(createElement(ResponsiveImage, props));
const attribute = (html: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('ResponsiveImage', () => {
  it('serves the image through the route, in WebP, with the spec’s breakpoints in srcset, lazily', () => {
    const html = render({ src: '/uploads/articles/taux.svg', alt: 'Taux', width: 640, height: 360, sizes: '100vw', fit: 'contain' });
    expect(attribute(html, 'src')).toBe('/_img/uploads/articles/taux.svg?w=640&h=360&fm=webp&fit=contain');
    const widths = attribute(html, 'srcSet')
      ?.split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths).toEqual(IMAGE_BREAKPOINT_WIDTHS);
    expect(html).toMatch(/ sizes="100vw"/);
    expect(html).toMatch(/ width="640" height="360"/);
    expect(html).toMatch(/ loading="lazy" decoding="async"/);
    expect(html).toMatch(/ alt="Taux"/);
  });

  it('loads the page’s main image at once, with high priority', () => {
    const html = render({ src: '/uploads/a.jpg', alt: '', width: 800, height: 400, sizes: '100vw', priority: true });
    expect(html).toMatch(/ loading="eager"/);
    expect(html).toMatch(/ fetchPriority="high"/);
  });

  it('leaves out breakpoints wider than a raster source', () => {
    const html = render({ src: '/uploads/a.jpg', alt: '', width: 400, height: 300, sizes: '400px', sourceWidth: 700 });
    expect(attribute(html, 'srcSet')).toBe('/_img/uploads/a.jpg?w=320&fm=webp 320w, /_img/uploads/a.jpg?w=640&fm=webp 640w');
  });

  it('keeps an SVG logo as it is when asked, and shows another site’s image as it is', () => {
    const logo = render({ src: '/uploads/logos/banque.svg', alt: '', width: 56, height: 56, sizes: '56px', keepVector: true });
    expect(attribute(logo, 'src')).toBe('/uploads/logos/banque.svg');
    expect(logo).not.toContain('srcSet');
    expect(logo).toMatch(/ width="56" height="56"/);
    const rasterLogo = render({
      src: '/uploads/logos/banque.png',
      alt: '',
      width: 56,
      height: 56,
      sizes: '56px',
      keepVector: true,
      fit: 'contain',
    });
    expect(attribute(rasterLogo, 'src')).toMatch(/^\/_img\/uploads\/logos\/banque\.png\?/);
    const remote = render({ src: 'https://example.com/a.png', alt: 'A', width: 10, height: 10, sizes: '10px' });
    expect(attribute(remote, 'src')).toBe('https://example.com/a.png');
  });
});
