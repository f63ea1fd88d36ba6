import { marketCountries, type MarketCountry } from '../catalogue/country.ts';
import type { LeadForMail } from '../messages/lead-mails.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import { isLeadReference } from './lead-reference.ts';
import { leadKinds, type LeadKind } from './lead.ts';

/**
 * What the confirmation page recaps of the request just sent: its reference, what was asked and who asked. It
 * travels from the form's answer to the confirmation page in a short-lived, signed, HttpOnly cookie of the
 * visitor's own browser (`RECAP_COOKIE`), never as an id in the URL: no one can read another visitor's request by
 * changing a link, and a recap cannot be made up (the server's HMAC signs it).
 */
export interface RequestRecap {
  reference: string;
  kind: LeadKind;
  product: string | null;
  /** Euros. */
  amount: number | null;
  /** Months. */
  duration: number | null;
  country: MarketCountry;
  firstName: string;
  lastName: string;
  email: string;
}

/** The cookie's name, and how long the confirmation page can show the recap after sending. */
export const RECAP_COOKIE = 'demande_envoyee';
export const RECAP_LIFETIME_SECONDS = 30 * 60;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The recap as a cookie value: the data and its expiry, base64url, then the server's signature of both. */
export function sealRecap(signer: UrlSigner, recap: RequestRecap, now: Date): string {
  const payload = toBase64Url(JSON.stringify({ ...recap, expires: now.getTime() + RECAP_LIFETIME_SECONDS * 1000 }));
  return `${payload}.${signer.sign(`recap:${payload}`)}`;
}

const text = (value: unknown): value is string => typeof value === 'string';
const numberOrNull = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

/** The recap a cookie holds, or null when it is not one the server signed, or has expired. */
export function openRecap(signer: UrlSigner, sealed: string | null | undefined, now: Date): RequestRecap | null {
  if (!sealed) return null;
  const dot = sealed.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = sealed.slice(0, dot);
  if (!signer.verify(`recap:${payload}`, sealed.slice(dot + 1))) return null;
  const json = fromBase64Url(payload);
  if (json === null) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof data.expires !== 'number' || data.expires < now.getTime()) return null;
  const { reference, kind, product, amount, duration, country, firstName, lastName, email } = data;
  if (
    !isLeadReference(reference) ||
    !(leadKinds as readonly unknown[]).includes(kind) ||
    !(marketCountries as readonly unknown[]).includes(country)
  )
    return null;
  if (!(product === null || text(product)) || !numberOrNull(amount) || !numberOrNull(duration)) return null;
  if (!text(firstName) || !text(lastName) || !text(email)) return null;
  return { reference, kind: kind as LeadKind, product, amount, duration, country: country as MarketCountry, firstName, lastName, email };
}

/**
 * The recap of a request just stored, or null when it has none to quote (a request stored without a reference, or
 * not in one of the markets): what the confirmation page shows and the cookie carries.
 */
export function requestRecapOf(lead: LeadForMail): RequestRecap | null {
  const country = marketCountries.find((market) => market === lead.country);
  if (lead.reference === null || country === undefined) return null;
  return {
    reference: lead.reference,
    kind: lead.kind,
    product: lead.product,
    amount: lead.amount,
    duration: lead.duration,
    country,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
  };
}
