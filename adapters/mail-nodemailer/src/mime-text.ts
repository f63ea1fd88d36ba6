/**
 * The text a person reads in a stored message, for finding an address in it: every header (folded lines joined,
 * RFC 2047 words decoded) and every text part's body (quoted-printable or base64 undone, UTF-8), through nested
 * multiparts. An address can hide in a .eml file's bytes — a base64 body, a soft line break of quoted-printable in
 * its middle, an encoded subject — so the file is read as a mail program would show it. Other parts (the guide's
 * PDF) are skipped: only their headers are read.
 */
export function mimeText(raw: Buffer): string {
  return readEntity(raw.toString('latin1')).join('\n');
}

/** How deep multiparts may nest before the reader stops (nodemailer writes two levels: mixed, then alternative). */
const MAX_DEPTH = 8;

/** An entity (the message, or one part) as latin1 text, one char per byte: its readable texts. */
function readEntity(entity: string, depth = 0): string[] {
  const split = /\r?\n\r?\n/.exec(entity);
  const head = split ? entity.slice(0, split.index) : entity;
  const body = split ? entity.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  const texts: string[] = [];
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = decodeWords(line.slice(colon + 1).trim());
    headers.set(line.slice(0, colon).trim().toLowerCase(), value);
    texts.push(value);
  }
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary && depth < MAX_DEPTH) {
    // The preamble before the first boundary and the epilogue after the closing one are not parts.
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      texts.push(...readEntity(section.replace(/^[ \t]*\r?\n/, ''), depth + 1));
    }
    return texts;
  }
  if (type.startsWith('text/') || type === 'message/rfc822') {
    const encoding = (headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : Buffer.from(body, 'latin1');
    texts.push(bytes.toString('utf8'));
  }
  return texts;
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), UTF-8 as nodemailer writes them; the space between two of them goes. */
function decodeWords(value: string): string {
  const decoded = value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QBqb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '))).toString('latin1'),
    );
  // Header bytes outside encoded words are UTF-8 too (nodemailer writes 8-bit headers only as encoded words, but a
  // file from elsewhere may not): the whole value is read back as UTF-8 once.
  return Buffer.from(decoded, 'latin1').toString('utf8');
}
