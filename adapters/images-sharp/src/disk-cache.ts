import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Rendered images on disk, by name (`<hash>.<format>`), in 256 sub-folders. Bounded: when the files exceed
 * `maxBytes`, the oldest go until a fifth of the room is free again, so a visitor asking for many sizes fills the
 * cache, never the disk. Files are written under a temporary name and renamed, so a reader (in this process or
 * another sharing the folder) never sees half a file.
 */
export function createDiskCache({ dir, maxBytes }: { dir: string; maxBytes: number }) {
  /** Bytes in the folder as this process last counted them; null until the first write counts them. */
  let total: number | null = null;
  let pruning: Promise<void> | null = null;

  const pathOf = (name: string) => join(dir, name.slice(0, 2), name);

  async function listFiles(): Promise<{ path: string; size: number; mtimeMs: number }[]> {
    const files: { path: string; size: number; mtimeMs: number }[] = [];
    let folders: string[];
    try {
      folders = await readdir(dir);
    } catch {
      return files;
    }
    for (const folder of folders) {
      let names: string[];
      try {
        names = await readdir(join(dir, folder));
      } catch {
        continue;
      }
      for (const name of names) {
        try {
          const info = await stat(join(dir, folder, name));
          if (info.isFile()) files.push({ path: join(dir, folder, name), size: info.size, mtimeMs: info.mtimeMs });
        } catch {
          // Removed meanwhile by another process.
        }
      }
    }
    return files;
  }

  async function prune(): Promise<void> {
    const files = (await listFiles()).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let bytes = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (bytes <= maxBytes * 0.8) break;
      await unlink(file.path).catch(() => undefined);
      bytes -= file.size;
    }
    total = bytes;
  }

  return {
    async get(name: string): Promise<Uint8Array | null> {
      try {
        return await readFile(pathOf(name));
      } catch {
        return null;
      }
    },

    async put(name: string, bytes: Uint8Array): Promise<void> {
      const path = pathOf(name);
      await mkdir(join(dir, name.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      if (total === null) total = (await listFiles()).reduce((sum, file) => sum + file.size, 0);
      else total += bytes.length;
      if (total > maxBytes && !pruning) {
        pruning = prune().finally(() => {
          pruning = null;
        });
        await pruning;
      }
    },

    pathOf,
  };
}
