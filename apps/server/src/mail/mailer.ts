import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A mail ready to send: both a plain-text and an HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links of the mail, logged by the outbox so a newcomer can follow them. */
  links: string[];
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the built-in outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The sender address when MAIL_FROM is unset. */
export function defaultFrom(publicUrl: string): string {
  return `Relata <no-reply@${new URL(publicUrl).hostname}>`;
}

/** Creates the mailer the configuration asks for. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await opts.db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          links: JSON.stringify(mail.links),
        })
        .execute();
      opts.log.info(
        { to: mail.to, subject: mail.subject, links: mail.links },
        'mail stored in the outbox (no SMTP_URL set)',
      );
    },
    close: () => undefined,
  };
}
