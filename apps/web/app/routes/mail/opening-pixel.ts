import { appContext } from '../../app-context.ts';
import { positiveId } from '../../routing/route-rules.ts';
import type { Route } from './+types/opening-pixel';

/** A transparent 1×1 GIF (42 bytes). */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (character) => character.charCodeAt(0));

/**
 * /courriel/ouverture/{batch}/{signature}: the pixel of a mailing (spec §3 batch_count). Loading it counts one
 * opening of that mailing when the signature is ours; the answer is the same image either way, never cached, so
 * each opening reaches us and a made-up link learns nothing.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const batchId = positiveId(params.batch);
  // A HEAD (a proxy checking the image) is not a reader opening the e-mail.
  if (batchId !== null && request.method === 'GET') {
    try {
      await context.get(appContext).useCases.countMailOpening({ batchId, signature: params.signature });
    } catch (error) {
      // An opening that could not be counted must not break the image in the reader's mail client.
      console.error('mail opening not counted', error);
    }
  }
  return new Response(PIXEL, {
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(PIXEL.byteLength),
      'Cache-Control': 'no-store, private',
      'X-Robots-Tag': 'noindex',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}
