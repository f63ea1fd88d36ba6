/**
 * A small reader of RFC 5322 / MIME messages for the tests (no mail parser is installed): headers unfolded and
 * RFC 2047 words decoded, multipart bodies split, quoted-printable and base64 parts decoded. It reads what
 * nodemailer writes; a test that passes through it has checked the encoding, not trusted it.
 */
export interface MimePart {
  headers: Map<string, string>;
  /** Raw header values, before RFC 2047 decoding. */
  rawHeaders: Map<string, string>;
  contentType: string;
  body: Buffer;
  parts: MimePart[];
}

export function readMime(raw: string | Buffer): MimePart {
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : raw;
  const split = text.search(/\r?\n\r?\n/);
  const head = split < 0 ? text : text.slice(0, split);
  const rest = split < 0 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const rawHeaders = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) rawHeaders.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const headers = new Map([...rawHeaders].map(([name, value]) => [name, decodeWords(value)]));
  const contentType = (headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    const sections = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'));
    return {
      headers,
      rawHeaders,
      contentType,
      body: Buffer.alloc(0),
      parts: sections.map((section) => readMime(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))),
    };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(rest)
        : Buffer.from(rest, 'latin1');
  return { headers, rawHeaders, contentType, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}

export function partOfType(message: MimePart, type: string): MimePart | undefined {
  return leaves(message).find((part) => part.contentType === type);
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
