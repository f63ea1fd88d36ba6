/**
 * The `Content-Disposition` of a file the site sends to be saved (RFC 6266): `attachment; filename="…"`, the name
 * reduced to ASCII for browsers that read only that parameter, and `filename*=UTF-8''…` (RFC 8187) beside it when
 * the name has other characters, so that « prêt » stays « prêt » where the browser can.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '-');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
