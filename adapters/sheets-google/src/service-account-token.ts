import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { err, ok, type Result, type SpreadsheetError } from '@pretscope/core';
import { callService } from './call-service.ts';

/** Read and write access to spreadsheets, nothing else of the account. */
export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
/** Google accepts assertions valid for an hour at most. */
const ASSERTION_LIFETIME_SECONDS = 3_600;
/** A token is renewed this long before it expires, so a call never starts with one about to lapse. */
const RENEW_MARGIN_MS = 60_000;

export interface ServiceAccountOptions {
  clientEmail: string;
  /** The service account's private key (PEM, PKCS#8 as Google's JSON key file gives it). */
  privateKey: string;
  /** Google's token endpoint, or a local stand-in in tests; also the assertion's audience. */
  tokenUrl: string;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  now?: () => number;
}

/**
 * OAuth 2.0 for a service account (RFC 7523, Google's "server to server" flow): a JWT signed RS256 with the
 * account's key is exchanged at the token endpoint for a short-lived access token, kept until shortly before it
 * expires.
 */
export function createServiceAccountTokens(options: ServiceAccountOptions) {
  const now = options.now ?? Date.now;
  const key: KeyObject = createPrivateKey(options.privateKey);
  let cached: { token: string; renewAt: number } | undefined;

  function assertion(): string {
    const issuedAt = Math.floor(now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: options.clientEmail, scope: SHEETS_SCOPE, aud: options.tokenUrl, iat: issuedAt, exp: issuedAt + ASSERTION_LIFETIME_SECONDS })}`;
    return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
  }

  return {
    async accessToken(): Promise<Result<string, SpreadsheetError>> {
      if (cached && now() < cached.renewAt) return ok(cached.token);
      const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: assertion() });
      const answer = await callService(
        options.tokenUrl,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() },
        options,
      );
      if (!answer.ok) return answer;
      const { access_token: token, expires_in: expiresIn } = answer.value as { access_token?: unknown; expires_in?: unknown };
      if (typeof token !== 'string' || token === '')
        return err({ type: 'spreadsheet/refused', status: 502, detail: 'token endpoint answered without an access token' });
      const lifetimeMs = (typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3_600) * 1000;
      cached = { token, renewAt: now() + Math.max(lifetimeMs - RENEW_MARGIN_MS, 0) };
      return ok(token);
    },
    /** Forgets the token (after the API refused it), so the next call gets a new one. */
    forget() {
      cached = undefined;
    },
  };
}
