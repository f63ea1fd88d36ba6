/**
 * Text or an attribute value made safe inside XML (SVG): the five predefined entities, and the control characters
 * XML 1.0 does not allow at all (they cannot be escaped, so they are dropped).
 */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
