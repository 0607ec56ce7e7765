import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailer } from '../platform/mailer.ts';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestMailServer = {
  /** The MAIL_URL that reaches this server. */
  url: string;
  received: ReceivedMail[];
  /**
   * Addresses (lower case) whose mails are read but never answered: the sender waits on them,
   * as on a mail server that hangs (the crash test kills a worker meanwhile).
   */
  hold: Set<string>;
  /** The mails read for a held address, never answered. */
  held: ReceivedMail[];
  /** Resolves when `predicate` holds for the received mails (20 s at most). */
  waitFor: (predicate: (mails: ReceivedMail[]) => boolean, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/** A real SMTP server on a free local port; every mail it accepts is parsed and kept. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const hold = new Set<string>();
  const held: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          if (mail.envelopeTo.some((address) => hold.has(address.toLowerCase()))) {
            held.push(mail);
            return;
          }
          received.push(mail);
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // A client that goes away mid-session (a worker killed with SIGKILL) resets its connection: the server reports it
  // as an error event, which is no failure of the mail server's (without a listener it would end the process).
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold,
    held,
    waitFor(predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`the expected mail did not arrive in ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mailer whose worker dies right after the mail server took the mail: the mail is sent through
 * `mailer`, then the send throws, as a worker killed before it could record the send would leave things.
 */
export function mailerDyingAfterSend(mailer: Mailer): Mailer {
  return {
    destination: `${mailer.destination}, then a crash`,
    send: async (message) => {
      await mailer.send(message);
      throw new Error('killed after the mail server answered');
    },
    close: () => undefined,
  };
}
