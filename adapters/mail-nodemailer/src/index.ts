// @pretscope/mail-nodemailer: the Mailer port over SMTP, or as .eml files in data/outbox/ without a mail server.
export { createSmtpMailer, type SmtpMailerOptions } from './create-smtp-mailer.ts';
export { createOutboxMailer, type OutboxMailerOptions } from './create-outbox-mailer.ts';
export { createOutboxMailArchive } from './create-outbox-mail-archive.ts';
