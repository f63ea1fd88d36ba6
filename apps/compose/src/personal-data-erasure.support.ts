import { createOutboxMailArchive, createOutboxMailer } from '@pretscope/mail-nodemailer';
import type { MailCopies } from '../../../adapters/persistence-mikroorm/src/testing/personal-data-erasure.harness.ts';

/**
 * The erasure property test (adapters/persistence-mikroorm's harness) run here, where the database and the mailer's
 * .eml copies meet as they do in the server: the real outbox mailer writes the files, the real archive erases them.
 */
export const outboxMailCopies: MailCopies = (dir) => ({
  mailer: createOutboxMailer({ dir, from: 'Prêtscope <ne-pas-repondre@pretscope.example>' }),
  archive: createOutboxMailArchive({ dir }),
});
