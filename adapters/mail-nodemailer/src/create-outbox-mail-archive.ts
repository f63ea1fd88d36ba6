import { mentionsAddress, type MailArchive } from '@pretscope/core';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { mimeText } from './mime-text.ts';
import { EML_NAME, subjectTag, writtenAt } from './outbox-files.ts';

/**
 * The .eml files the outbox mailer writes without SMTP_URL (data/outbox): erased with a person's data and purged
 * with the outbox's retention. Other files of the folder are left alone.
 *
 * An erasure removes every copy tied to the address: those filed under it (the name's tag: the person's own e-mails
 * and the team's copy of their request), and any other whose headers or text mention it — sent to it, or someone
 * else's message quoting it (a request about them, the team's notification of it). A stored copy cannot be edited
 * without rewriting its MIME encoding, so it is deleted whole rather than blanked: it stands in for the mail
 * server, and the person it was sent to received it. The address counts as core's mentionsAddress counts it (any
 * case, percent-encoded too, never inside someone else's longer address).
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

  /** The names of the copies tied to the address; a file removed meanwhile (retention, another erasure) is skipped. */
  const copiesOf = async (email: string): Promise<string[]> => {
    const address = email.trim().toLowerCase();
    if (address === '') return [];
    const tag = subjectTag(address);
    const tied: string[] = [];
    for (const name of await files()) {
      if (EML_NAME.exec(name)?.[2] === tag) {
        tied.push(name);
        continue;
      }
      let raw: Buffer;
      try {
        raw = await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (mentionsAddress(mimeText(raw), address)) tied.push(name);
    }
    return tied;
  };

  return {
    async countAddress(email) {
      return (await copiesOf(email)).length;
    },
    async eraseAddress(email) {
      const tied = await copiesOf(email);
      for (const name of tied) await rm(join(dir, name), { force: true });
      return tied.length;
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
