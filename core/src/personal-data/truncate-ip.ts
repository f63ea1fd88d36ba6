import * as v from 'valibot';

/**
 * An IP address with its last part zeroed: IPv4 keeps its /24 network ('203.0.113.57' → '203.0.113.0'), IPv6
 * its /48 ('2001:db8:85a3:8d3:…' → '2001:db8:85a3::'). Enough to see where traffic comes from and to spot abuse,
 * not enough to single out a person, so clicks and logged errors never store a full address (GDPR data
 * minimisation). An IPv4-mapped IPv6 address ('::ffff:203.0.113.57', what a dual-stack server often sees) is
 * treated as the IPv4 address it carries. Returns null when the text is not an IP address.
 */
export function truncateIp(ip: string): string | null {
  const text = ip.trim();
  const v4 = parseIpv4(text);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0`;
  const v6 = parseIpv6(text);
  if (!v6) return null;
  const mappedV4 = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff;
  if (mappedV4) return `${v6[6]! >> 8}.${v6[6]! & 0xff}.${v6[7]! >> 8}.0`;
  const kept = v6.slice(0, 3);
  // Trailing zero groups fold into the '::' that stands for the zeroed rest.
  while (kept.length > 0 && kept[kept.length - 1] === 0) kept.pop();
  return `${kept.map((group) => group.toString(16)).join(':')}::`;
}

function parseIpv4(text: string): [number, number, number, number] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN));
  if (octets.some((octet) => !(octet <= 255))) return null;
  return octets as [number, number, number, number];
}

/** The eight 16-bit groups of an IPv6 address (a zone such as '%eth0' is ignored), or null. */
function parseIpv6(text: string): number[] | null {
  const halves = text.replace(/%[\w.-]+$/, '').split('::');
  if (halves.length > 2) return null;
  const compressed = halves.length === 2;
  const head = parseGroups(halves[0]!, !compressed);
  const tail = compressed ? parseGroups(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const explicit = head.length + tail.length;
  // '::' stands for at least one zero group; without it the address spells all eight.
  if (compressed ? explicit > 7 : explicit !== 8) return null;
  return [...head, ...new Array<number>(8 - explicit).fill(0), ...tail];
}

/** Colon-separated hex groups; the last may be an embedded IPv4 address when it ends the address. */
function parseGroups(part: string, endsAddress: boolean): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
      groups.push(parseInt(piece, 16));
      continue;
    }
    const v4 = endsAddress && index === pieces.length - 1 ? parseIpv4(piece) : null;
    if (!v4) return null;
    groups.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
  }
  return groups;
}

/** An IP address as a visitor sends it, stored truncated: only the network is kept (see truncate-ip.ts). */
export const truncatedIpSchema = v.pipe(
  v.string('L’adresse IP doit être un texte.'),
  v.trim(),
  v.ip('Adresse IP invalide.'),
  v.transform((ip): string | null => truncateIp(ip)),
);
