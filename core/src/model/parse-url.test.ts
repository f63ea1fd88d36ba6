import { describe, expect, it } from 'vitest';
import { parseUrl } from './parse-url.ts';

describe('parseUrl', () => {
  it('gives the protocol and the host as the URL parser writes them', () => {
    expect(parseUrl('HTTPS://WWW.Pretscope.LU:443/a?b=1')).toEqual({ protocol: 'https:', hostname: 'www.pretscope.lu', host: 'www.pretscope.lu' });
    expect(parseUrl('http://localhost:3000/')).toEqual({ protocol: 'http:', hostname: 'localhost', host: 'localhost:3000' });
  });

  it('is null for text that is not an absolute URL', () => {
    expect(parseUrl('/pret-personnel')).toBeNull();
    expect(parseUrl('www.pretscope.lu')).toBeNull();
    expect(parseUrl('')).toBeNull();
  });
});
