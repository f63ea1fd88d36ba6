import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { err } from '../result.ts';
import { followOutboundLink, outboundTarget } from './follow-outbound-link.ts';
import { recordStore } from './use-case-fakes.test-support.ts';

const advertiser: ResourceRecord = { type: 'announcers', id: 3, attributes: { slug: 'banque-alpha' }, relationships: {} };
const product = (attributes: Record<string, unknown> = {}): ResourceRecord => ({
  type: 'products',
  id: 12,
  attributes: {
    slug: 'pret-auto-alpha',
    advertiserId: 3,
    isActive: true,
    isDisabled: false,
    viaBroker: false,
    link: 'https://www.alpha.example/pret-auto',
    brokerLink: null,
    ...attributes,
  },
  relationships: {},
});
const visit = { productId: 12, advertiserSlug: 'banque-alpha', productSlug: 'pret-auto-alpha', countClick: true, clientIp: '203.0.113.57' };
const clicks = (resources: ReturnType<typeof recordStore>) =>
  [...resources.records.values()].filter((record) => record.type === 'clicks').map((record) => record.attributes);

describe('followOutboundLink', () => {
  it('sends the visitor to the product’s stored link and records the click with the truncated address', async () => {
    const resources = recordStore([advertiser, product()]);
    expect(await followOutboundLink({ resources }, visit)).toEqual({
      ok: true,
      value: { location: 'https://www.alpha.example/pret-auto', click: 'recorded' },
    });
    expect(clicks(resources)).toEqual([{ productId: 12, advertiserId: 3, ip: '203.0.113.0' }]);
  });

  it('goes to the broker link of a product taken out via a broker, and to its own link when the broker link is unusable', async () => {
    const broker = recordStore([advertiser, product({ viaBroker: true, brokerLink: 'https://courtier.example/alpha' })]);
    expect(await followOutboundLink({ resources: broker }, visit)).toMatchObject({
      ok: true,
      value: { location: 'https://courtier.example/alpha' },
    });
    const unusable = recordStore([advertiser, product({ viaBroker: true, brokerLink: 'javascript:alert(1)' })]);
    expect(await followOutboundLink({ resources: unusable }, visit)).toMatchObject({
      ok: true,
      value: { location: 'https://www.alpha.example/pret-auto' },
    });
  });

  it('does not count a HEAD, and still sends the visitor on when the click cannot be stored', async () => {
    const resources = recordStore([advertiser, product()]);
    expect(await followOutboundLink({ resources }, { ...visit, countClick: false })).toEqual({
      ok: true,
      value: { location: 'https://www.alpha.example/pret-auto', click: 'not-counted' },
    });
    expect(clicks(resources)).toEqual([]);
    const failing = {
      ...resources,
      create: async () => err({ type: 'resource/invalid' as const, resourceType: 'clicks' as const, field: 'ip', detail: 'x' }),
    };
    expect(await followOutboundLink({ resources: failing }, visit)).toEqual({
      ok: true,
      value: { location: 'https://www.alpha.example/pret-auto', click: 'failed', clickError: 'resource/invalid' },
    });
  });

  it('finds nothing for a product a visitor cannot see, a path naming another product or advertiser, or no usable link', async () => {
    const notFound = { ok: false, error: { type: 'outbound/not-found' } };
    const cases: [Record<string, unknown>, Partial<typeof visit>][] = [
      [{ isActive: false }, {}],
      [{ isDisabled: true }, {}],
      [{}, { productSlug: 'autre-pret' }],
      [{}, { advertiserSlug: 'banque-beta' }],
      [{}, { productId: 13 }],
      [{}, { productId: 0 }],
      [{ advertiserId: 99 }, {}],
      [{ link: 'javascript:alert(1)' }, {}],
      [{ link: '/pret-auto' }, {}],
      [{ link: null }, {}],
    ];
    for (const [attributes, change] of cases) {
      const resources = recordStore([advertiser, product(attributes)]);
      expect(await followOutboundLink({ resources }, { ...visit, ...change }), JSON.stringify([attributes, change])).toEqual(notFound);
      expect(clicks(resources)).toEqual([]);
    }
  });

  describe('properties', () => {
    it('the target is always one of the stored links, normalised, and an http(s) address', () => {
      const link = fc.oneof(
        fc.webUrl(),
        fc.constantFrom('javascript:alert(1)', '', '/go/x', 'http:example.com', 'ftp://example.com'),
        fc.constant(null),
      );
      fc.assert(
        fc.property(fc.boolean(), link, link, (viaBroker, own, broker) => {
          const target = outboundTarget({ viaBroker, link: own, brokerLink: broker });
          if (target === null) return;
          expect(target).toMatch(/^https?:\/\//);
          expect(
            [own, broker]
              .filter((stored): stored is string => typeof stored === 'string' && URL.canParse(stored))
              .map((stored) => new URL(stored).href),
          ).toContain(target);
          if (!viaBroker) expect(target).toBe(new URL(own as string).href);
        }),
      );
      // fc.webUrl() is slow to generate: about 1 s for the 100 runs alone, 7 s on a loaded machine.
    }, 30_000);
  });
});
