import { describe, expect, it } from 'vitest';
import { advertiserLogoSvg } from './advertiser-logo-svg.ts';
import { escapeXml } from './escape-xml.ts';
import { expectWellFormedSvg } from './seed-databases.test-support.ts';

describe('escapeXml', () => {
  it('escapes the five XML specials and drops the control characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0007`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});

describe('advertiserLogoSvg', () => {
  it('is a named, well-formed rounded square with the initials, whatever the name holds', () => {
    const svg = advertiserLogoSvg({
      name: 'Dupont & "Fils" <SA>',
      slug: 'dupont-et-fils',
      initials: 'df',
      background: '#112233',
      foreground: '#FFFFFF',
    });
    expectWellFormedSvg(svg);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-labelledby="logo-dupont-et-fils-title"');
    expect(svg).toContain('<title id="logo-dupont-et-fils-title">Dupont &amp; &quot;Fils&quot; &lt;SA&gt;</title>');
    expect(svg).toContain('>DF</text>');
    expect(svg).toMatch(/<rect [^>]*rx="24"[^>]*fill="#112233"/);
  });

  it('refuses colours that are not hex colours', () => {
    const svg = advertiserLogoSvg({
      name: 'X',
      slug: 'x',
      initials: 'X',
      background: 'red" onload="alert(1)',
      foreground: 'url(javascript:x)',
    });
    expectWellFormedSvg(svg);
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('javascript');
  });
});
