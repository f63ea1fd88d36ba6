import { createHash } from 'node:crypto';

/**
 * The .eml files' names: `20261124T093015Z-<random>[-<tag>].eml`, the time written (UTC) first. The tag is 16 hex
 * digits of the SHA-256 of the lowercased address of the person whose data the message carries: a name that finds
 * their files without showing their address to whoever lists the folder.
 */
export const EML_NAME = /^(\d{8}T\d{6}Z)-[0-9a-f]{8}(?:-([0-9a-f]{16}))?\.eml$/;

export function subjectTag(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** When a file was written, from its name; null for a name that is not one of ours. */
export function writtenAt(name: string): Date | null {
  const stamp = EML_NAME.exec(name)?.[1];
  if (!stamp) return null;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
