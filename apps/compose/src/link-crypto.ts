import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RandomTokens, UrlSigner } from '@pretscope/core';

/**
 * HMAC-SHA256 signatures for the links we send (tracked links, unsubscribe links), cut to 128 bits and written in
 * base64url. The key is derived from the server's secret for this use only, so a link signature is never a token.
 */
export function createHmacUrlSigner(serverSecret: string): UrlSigner {
  const key = createHmac('sha256', serverSecret).update('pretscope:mail-links:v1').digest();
  const sign = (value: string) => createHmac('sha256', key).update(value).digest().subarray(0, 16).toString('base64url');
  return {
    sign,
    verify(value, signature) {
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** 256-bit tokens from the system's CSPRNG; only their SHA-256 is stored. */
export const randomTokens: RandomTokens = {
  token: () => randomBytes(32).toString('base64url'),
  digest: (token) => createHash('sha256').update(token).digest('hex'),
};
