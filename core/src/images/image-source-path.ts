import { err, ok, type Result } from '../result.ts';

/** Where the optimisation route answers: `/_img/uploads/logos/banque.png?w=640&fm=webp`. */
export const IMAGE_ROUTE_PREFIX = '/_img';

/** File types the route reads. Anything else is not an image it will open, whatever its content. */
export const IMAGE_SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg'] as const;

/**
 * One segment of a source path: letters, digits, `.`, `_`, `-`, not starting with a dot. This leaves out `..`,
 * hidden files, slashes and backslashes, `%`, NUL, spaces and every other character a path trick needs.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const MAX_SEGMENTS = 8;

export interface InvalidImagePath {
  type: 'image/invalid-path';
  message: string;
}

/**
 * Whether a source path (`uploads/logos/banque.svg`: a root name, then folders and the file, no leading slash) is
 * one the route may open: safe segments only, at least a root and a file, and an image extension. The adapter
 * checks it again and also checks, on the disk, that the file really lies inside its root.
 */
export function isSafeImageSourcePath(path: string): boolean {
  const segments = path.split('/');
  if (segments.length < 2 || segments.length > MAX_SEGMENTS) return false;
  if (!segments.every((segment) => SEGMENT.test(segment))) return false;
  const extension = /\.([A-Za-z0-9]+)$/.exec(segments.at(-1)!)?.[1]?.toLowerCase();
  return extension !== undefined && (IMAGE_SOURCE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The source path of a request to the route, from the part of the URL's path after `/_img/`, still percent-encoded.
 * Each segment is decoded on its own, once: an encoded slash or dot-dot (`%2F`, `%2e%2e`, `%252e`) becomes a
 * character the segment rule refuses, never a path separator.
 */
export function parseImageSourcePath(encodedPath: string): Result<string, InvalidImagePath> {
  const refused = err({
    type: 'image/invalid-path' as const,
    message: 'Chemin d’image invalide\u00a0: seuls les fichiers d’images du site peuvent être demandés.',
  });
  if (encodedPath.length > 1_000) return refused;
  const segments: string[] = [];
  for (const encoded of encodedPath.split('/')) {
    try {
      segments.push(decodeURIComponent(encoded));
    } catch {
      return refused;
    }
  }
  const path = segments.join('/');
  // A decoded segment holding a slash would have been two segments: refused by the segment rule below.
  return isSafeImageSourcePath(path) && segments.every((segment) => !segment.includes('/')) ? ok(path) : refused;
}

/**
 * The source path of an image the site shows (`/uploads/logos/banque.svg`), or null when the route cannot serve it:
 * another site's image, a data: URL, a query string, or a path the route would refuse.
 */
export function imageSourceOf(src: string): string | null {
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const path = src.slice(1);
  return isSafeImageSourcePath(path) ? path : null;
}

/** Whether the source is a vector image (SVG): it can be drawn at any width, so srcset need not stop at its size. */
export function isVectorImageSource(path: string): boolean {
  return /\.svg$/i.test(path);
}
