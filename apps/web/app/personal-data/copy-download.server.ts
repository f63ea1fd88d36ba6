import type { PersonalDataCopy } from '@pretscope/core';

/**
 * The copy of a person's data as a downloaded JSON file (GDPR art. 15(3) and art. 20's structured, machine-readable
 * format): never cached, never indexed, named after the day it was made.
 */
export function copyDownload(copy: PersonalDataCopy): Response {
  const day = copy.produiteLe.slice(0, 10);
  return new Response(`${JSON.stringify(copy, null, 2)}\n`, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="pretscope-donnees-personnelles-${day}.json"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
