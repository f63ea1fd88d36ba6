// @pretscope/mail-nodemailer: the Mailer port over SMTP, or as .eml files in data/outbox/ without a mail server.
export { createSmtpMailer, type SmtpMailerOptions } from './create-smtp-mailer.js';
export { createOutboxMailer, type OutboxMailerOptions } from './create-outbox-mailer.js';
export { createOutboxMailArchive } from './create-outbox-mail-archive.js';
