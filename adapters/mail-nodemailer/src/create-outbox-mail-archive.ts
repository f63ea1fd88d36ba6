import type { MailArchive } from '@pretscope/core';
import { open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EML_NAME, subjectTag, writtenAt } from './outbox-files.js';

/** The header block's first bytes are enough to read `To:` (nodemailer writes it among the first headers). */
const HEAD_BYTES = 16 * 1024;

async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    const end = text.search(/\r?\n\r?\n/);
    return end < 0 ? text : text.slice(0, end);
  } finally {
    await handle.close();
  }
}

/** The addresses of the `To:` header (unfolded), lowercased. */
function toAddresses(head: string): string[] {
  const line = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/).find((header) => /^to:/i.test(header));
  if (!line) return [];
  return [...line.slice(3).matchAll(/[^\s<>",;:]+@[^\s<>",;]+/g)].map((match) => match[0].toLowerCase());
}

/**
 * The .eml files the outbox mailer writes without SMTP_URL (data/outbox): erased with a person's data (the files
 * filed under their address, and any file sent to it) and purged with the outbox's retention. Other files of the
 * folder are left alone.
 */
export function createOutboxMailArchive({ dir }: { dir: string }): MailArchive {
  const files = async (): Promise<string[]> => {
    try {
      return (await readdir(dir)).filter((name) => EML_NAME.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  return {
    async eraseAddress(email) {
      const address = email.trim().toLowerCase();
      const tag = subjectTag(address);
      let erased = 0;
      for (const name of await files()) {
        const filed = EML_NAME.exec(name)?.[2];
        const mine = filed ? filed === tag : toAddresses(await readHead(join(dir, name))).includes(address);
        // A file filed under someone else may still be sent to this address (the team's own address, say): its To.
        const sentTo = !mine && filed ? toAddresses(await readHead(join(dir, name))).includes(address) : false;
        if (!mine && !sentTo) continue;
        await rm(join(dir, name), { force: true });
        erased++;
      }
      return erased;
    },
    async purgeBefore(before) {
      let purged = 0;
      for (const name of await files()) {
        const at = writtenAt(name);
        if (!at || at >= before) continue;
        await rm(join(dir, name), { force: true });
        purged++;
      }
      return purged;
    },
  };
}
