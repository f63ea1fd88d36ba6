import { isSafeImageSourcePath } from '@pretscope/core';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface ResolvedSource {
  /** The file's real path, symbolic links resolved; always inside its root's real path. */
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * Finds the file of a source path (`uploads/logos/a.png`: a root name, then the path inside that root) on the disk,
 * or null. Layers, each enough alone against a path trick: the core's segment rule (no `..`, no separators, no
 * encoded characters, no NUL, an image extension), an own-property lookup of the root (`__proto__` is not a root),
 * and, after every symbolic link is resolved, a check that the real path still lies inside the root's real path.
 */
export async function resolveSource(roots: Readonly<Record<string, string>>, sourcePath: string): Promise<ResolvedSource | null> {
  if (typeof sourcePath !== 'string' || !isSafeImageSourcePath(sourcePath)) return null;
  const [rootName, ...inside] = sourcePath.split('/');
  if (!Object.hasOwn(roots, rootName!)) return null;
  try {
    const root = await realpath(roots[rootName!]!);
    const file = await realpath(join(root, ...inside));
    if (!file.startsWith(root + sep)) return null;
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    // Missing root or file, a broken link, no permission: all the same to the visitor.
    return null;
  }
}
