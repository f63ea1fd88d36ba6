import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseValid } from '../fields/schema-issues.test-support.ts';
import { truncateIp, truncatedIpSchema } from './truncate-ip.ts';

describe('truncateIp', () => {
  it('keeps the /24 network of an IPv4 address', () => {
    expect(truncateIp('203.0.113.57')).toBe('203.0.113.0');
  });

  it('keeps the /48 network of an IPv6 address, written compressed', () => {
    expect(truncateIp('2001:0db8:85a3:08d3:1319:8a2e:0370:7348')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8::');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80::');
    expect(truncateIp('::1')).toBe('::');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(truncateIp('::ffff:203.0.113.57')).toBe('203.0.113.0');
  });

  it('is null for what is not an IP address', () => {
    for (const text of ['', 'localhost', '1.2.3', '256.1.1.1', '01.2.3.4', '1::2::3', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3.4::']) {
      expect(truncateIp(text), text).toBeNull();
    }
  });

  describe('properties', () => {
    const anyIp = fc.oneof(fc.ipV4(), fc.ipV6());

    it('gives the same network for every address of a /24', () => {
      fc.assert(
        fc.property(fc.ipV4(), fc.integer({ min: 0, max: 255 }), (ip, last) => {
          const neighbour = ip.replace(/\d+$/, String(last));
          expect(truncateIp(neighbour)).toBe(truncateIp(ip));
        }),
      );
    });

    it('gives a valid address that truncating again leaves unchanged', () => {
      fc.assert(
        fc.property(anyIp, (ip) => {
          const truncated = truncateIp(ip);
          expect(truncated).not.toBeNull();
          expect(v.is(v.pipe(v.string(), v.ip()), truncated)).toBe(true);
          expect(truncateIp(truncated!)).toBe(truncated);
        }),
      );
    });

    it('drops the last 80 bits of an IPv6 address', () => {
      fc.assert(
        fc.property(fc.ipV6(), (ip) => {
          const truncated = truncateIp(ip)!;
          if (truncated.includes('.')) return; // an IPv4-mapped address, already covered
          expect(truncated.endsWith('::')).toBe(true);
          expect(truncated.split(':').filter((group) => group !== '').length).toBeLessThanOrEqual(3);
        }),
      );
    });
  });
});

describe('truncatedIpSchema', () => {
  it('stores only the network of the address it is sent', () => {
    expect(parseValid(truncatedIpSchema, ' 198.51.100.23 ')).toBe('198.51.100.0');
  });
});
