import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export type MailAttachment = { filename: string; content: Buffer | string; contentType: string };

/** One mail to one person: both a text and an HTML body (multipart/alternative). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * A Message-ID fixed by the sender (`<local@domain>`). A mail a crashed job may send again
   * carries the same one, so the retransmission is the same message and mailboxes show it once.
   */
  messageId?: string;
};

export type SentMail = { messageId: string; outboxFile: string | null };

export type Mailer = {
  /** Where mails go: the SMTP URL (without credentials) or the outbox folder. */
  readonly destination: string;
  send: (message: MailMessage) => Promise<SentMail>;
  close: () => void;
};

export type MailerOptions = {
  /** smtp:// or smtps:// URL; unset writes each mail as an .eml file into `outboxDir`. */
  mailUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  logger: Logger;
};

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'smtp';
  }
}

/** SMTP when MAIL_URL is set; otherwise an outbox folder of .eml files (a fresh machine has no mail server). */
export function createMailer({ mailUrl, mailFrom, outboxDir, logger }: MailerOptions): Mailer {
  if (mailUrl) {
    const transport = nodemailer.createTransport(mailUrl);
    return {
      destination: withoutCredentials(mailUrl),
      async send(message) {
        const info = await transport.sendMail({ from: mailFrom, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId, outboxFile: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    destination: outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
      return { messageId: info.messageId, outboxFile: file };
    },
    close: () => transport.close(),
  };
}
