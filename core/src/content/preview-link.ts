import type { UrlSigner } from '../ports/url-signer.ts';

/**
 * The back office's preview links: an editor shows an unpublished article, exactly as its public page will look, to
 * anyone holding the link (a colleague, the advertiser it quotes), without a back-office account. The link names the
 * record and an expiry, and carries the server's HMAC of both, so it cannot be made up, pointed at another record or
 * kept alive past its date. What it shows is never cached and never indexed (the route says `no-store` and
 * `noindex`).
 */

/** What a preview link may show. */
export const previewKinds = ['article', 'product'] as const;
export type PreviewKind = (typeof previewKinds)[number];

/** Each kind's segment in the address, in the visitors' language: /apercu/article/12, /apercu/produit/7. */
export const PREVIEW_SEGMENTS: Readonly<Record<PreviewKind, string>> = { article: 'article', product: 'produit' };

/** How long a link works after the editor made it. */
export const PREVIEW_LIFETIME_DAYS = 7;

/** The public path of previews, before the kind and the id: /apercu/article/12?expire=…&signature=… */
export const PREVIEW_PATH = '/apercu';

export interface PreviewLink {
  kind: PreviewKind;
  id: number;
  /** Unix seconds after which the link is refused. */
  expires: number;
}

function signedValue({ kind, id, expires }: PreviewLink): string {
  return `preview:${kind}:${id}:${expires}`;
}

/** The path of a link showing record `id` of `kind`, valid PREVIEW_LIFETIME_DAYS from `now`. */
export function previewPath(signer: UrlSigner, kind: PreviewKind, id: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_LIFETIME_DAYS * 24 * 60 * 60;
  const signature = signer.sign(signedValue({ kind, id, expires }));
  return `${PREVIEW_PATH}/${PREVIEW_SEGMENTS[kind]}/${id}?expire=${expires}&signature=${encodeURIComponent(signature)}`;
}

export type PreviewCheck = { ok: true; link: PreviewLink } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Whether a request's kind, id, expiry and signature are a link the server made: `invalid` for anything it did not
 * sign (a changed id or date, a made-up signature, a malformed value), `expired` for one past its date.
 */
export function checkPreview(
  signer: UrlSigner,
  request: { kind: string; id: string; expire: string | null; signature: string | null },
  now: Date,
): PreviewCheck {
  const { kind, id, expire, signature } = request;
  if (!(previewKinds as readonly string[]).includes(kind)) return { ok: false, reason: 'invalid' };
  if (!/^[1-9]\d{0,14}$/.test(id) || expire === null || !/^\d{1,12}$/.test(expire) || !signature) return { ok: false, reason: 'invalid' };
  const link: PreviewLink = { kind: kind as PreviewKind, id: Number(id), expires: Number(expire) };
  if (!signer.verify(signedValue(link), signature)) return { ok: false, reason: 'invalid' };
  if (now.getTime() / 1000 > link.expires) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}
