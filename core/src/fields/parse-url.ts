/** The parts of a URL the entities' rules look at. */
export interface UrlParts {
  protocol: string;
  hostname: string;
  /** Host name and port when it is not the scheme's default, lowercased ('example.com:8080'). */
  host: string;
  /** The whole URL as the parser writes it back (scheme and host lowercased, path percent-encoded). */
  href: string;
}

interface WhatwgUrlConstructor {
  new (input: string): UrlParts;
}

/**
 * The WHATWG URL parser every runtime we target has as a global (Node, browsers, workers). core compiles with
 * neither DOM nor Node types, on purpose, so the global is reached through a typed view of `globalThis`.
 */
const WhatwgUrl = (globalThis as unknown as { URL: WhatwgUrlConstructor }).URL;

/** The parts of an absolute URL, or null when the text is not one (relative links included). */
export function parseUrl(text: string): UrlParts | null {
  try {
    const { protocol, hostname, host, href } = new WhatwgUrl(text);
    return { protocol, hostname, host, href };
  } catch {
    return null;
  }
}
