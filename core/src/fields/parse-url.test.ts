import { describe, expect, it } from 'vitest';
import { parseUrl } from './parse-url.ts';

describe('parseUrl', () => {
  it('gives the protocol, the host and the whole URL as the URL parser writes them', () => {
    expect(parseUrl('HTTPS://WWW.Pretscope.LU:443/a?b=1')).toEqual({
      protocol: 'https:',
      hostname: 'www.pretscope.lu',
      host: 'www.pretscope.lu',
      href: 'https://www.pretscope.lu/a?b=1',
    });
    expect(parseUrl('http://localhost:3000/')).toEqual({
      protocol: 'http:',
      hostname: 'localhost',
      host: 'localhost:3000',
      href: 'http://localhost:3000/',
    });
  });

  it('is null for text that is not an absolute URL', () => {
    expect(parseUrl('/pret-personnel')).toBeNull();
    expect(parseUrl('www.pretscope.lu')).toBeNull();
    expect(parseUrl('')).toBeNull();
  });
});
