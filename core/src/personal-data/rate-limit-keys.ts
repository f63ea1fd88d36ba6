/**
 * The rate limiter's keys that carry an e-mail address, in one place: the login's per-account limit and the data
 * requests' per-address limit. The limiter stores them as digests, but they still single out a person while their
 * window lasts, so an erasure removes them too (it asks for them here).
 */
export function loginAccountKey(email: string): string {
  return `login:account:${email}`;
}

export function dataRequestAddressKey(email: string): string {
  return `data-request:email:${email}`;
}

export function dataRequestClientKey(clientIp: string): string {
  return `data-request:ip:${clientIp}`;
}

/** Every limiter key derived from an address (as stored: lowercased, as the e-mail schema keeps it). */
export function rateLimitKeysOf(email: string): string[] {
  const address = email.trim().toLowerCase();
  return [loginAccountKey(address), dataRequestAddressKey(address)];
}
