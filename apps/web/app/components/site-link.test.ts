import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLink } from './site-link.tsx';

function drawn(props: { to: string; pathname: string; end?: boolean; className?: string }): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SiteLink, { ...props, children: 'Lien' })));
}

describe('SiteLink', () => {
  it('is a plain link to its page, which lazy route discovery learns', () => {
    expect(drawn({ to: '/contact', pathname: '/', className: 'icon-link' })).toBe(
      '<a href="/contact" class="icon-link" data-discover="true">Lien</a>',
    );
  });

  it('marks the page shown as NavLink does: that path only with end, its pages below too without', () => {
    expect(drawn({ to: '/pret-auto', pathname: '/pret-auto', end: true })).toContain('aria-current="page"');
    expect(drawn({ to: '/pret-auto', pathname: '/pret-auto/demande', end: true })).not.toContain('aria-current');
    expect(drawn({ to: '/banques-et-courtiers', pathname: '/banques-et-courtiers/banque-petrusse' })).toContain('aria-current="page"');
    expect(drawn({ to: '/banques-et-courtiers', pathname: '/banques-et-courtiers-bis' })).not.toContain('aria-current');
    // The home page is current on itself only.
    expect(drawn({ to: '/', pathname: '/articles' })).not.toContain('aria-current');
  });
});
