import { describe, expect, it } from 'vitest';
import { openingPixelUrl, trackedLinkUrl } from '../messages/tracking-links.ts';
import { createInMemoryBatches } from '../testing/in-memory-messaging-stores.ts';
import { countMailOpening } from './count-mail-opening.ts';
import { followMailLink } from './follow-mail-link.ts';
import { fakeSigner } from './messaging-fakes.test-support.ts';

const SITE = 'https://www.pretscope.lu';

function setup() {
  const batches = createInMemoryBatches();
  return { batches, deps: { batches, signer: fakeSigner, siteUrl: SITE } };
}

/** The parts of a link a route hands the use case. */
function parts(url: string) {
  const { pathname, searchParams } = new URL(url);
  const [, , , batch, signature] = pathname.split('/');
  return { batchId: Number(batch), signature: signature ?? '', path: searchParams.get('vers') ?? '' };
}

describe('mail tracking', () => {
  it('counts an opening from our pixel only', async () => {
    const { batches, deps } = setup();
    const id = await batches.start({ title: 'Guide', recipient: 'Demandes' });
    const pixel = parts(openingPixelUrl(deps, id));
    expect(await countMailOpening(deps, pixel)).toBe(true);
    expect(await countMailOpening(deps, { ...pixel, signature: 'forged' })).toBe(false);
    expect(await countMailOpening(deps, { batchId: id + 1, signature: pixel.signature })).toBe(false);
    expect(batches.batches[0]?.countOpenings).toBe(1);
  });

  it('sends the reader to the signed path of our site and counts the click', async () => {
    const { batches, deps } = setup();
    const id = await batches.start({ title: 'Guide', recipient: 'Demandes' });
    const link = parts(trackedLinkUrl(deps, id, '/pret-hypothecaire?montant=250000&duree=300'));
    expect(link.path).toBe('/pret-hypothecaire?montant=250000&duree=300');
    expect(await followMailLink(deps, link)).toBe(`${SITE}/pret-hypothecaire?montant=250000&duree=300`);
    expect(batches.batches[0]?.countClick).toBe(1);
  });

  it('never redirects to another site or to a path that was not signed (no open redirect)', async () => {
    const { batches, deps } = setup();
    const id = await batches.start({ title: 'Guide', recipient: 'Demandes' });
    const link = parts(trackedLinkUrl(deps, id, '/ebook'));
    const foreign = ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', ' /ebook'];
    for (const path of [...foreign, '/autre-page', '/ebook/../x']) expect(await followMailLink(deps, { ...link, path })).toBeNull();
    expect(batches.batches[0]?.countClick).toBe(0);
    // Even with a signature made for it (a leaked secret), a target off our site is refused.
    for (const path of foreign)
      expect(await followMailLink(deps, { ...link, path, signature: fakeSigner.sign(`link:${id}:${path}`) })).toBeNull();
    expect(() => trackedLinkUrl(deps, id, 'https://evil.example/')).toThrow(RangeError);
    expect(batches.batches[0]?.countClick).toBe(0);
  });
});
