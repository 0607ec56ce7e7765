import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestMailServer, type TestMailServer } from '../test/test-mail-server.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mailer.ts';

const logger = createLogger({ level: 'silent' });
const message = {
  to: 'ada@example.test',
  subject: 'Your export is ready',
  text: 'Plain body',
  html: '<p>HTML body</p>',
  attachments: [{ filename: 'export.csv', content: Buffer.from('\uFEFFa,b\r\n1,2\r\n'), contentType: 'text/csv; charset=utf-8' }],
};

describe('mailer', () => {
  let server: TestMailServer | undefined;
  let outbox: string | undefined;

  afterEach(async () => {
    await server?.close();
    if (outbox) rmSync(outbox, { recursive: true, force: true });
    server = undefined;
    outbox = undefined;
  });

  it('sends multipart mail with attachments over SMTP', async () => {
    server = await startTestMailServer();
    const mailer = createMailer({ mailUrl: server.url, mailFrom: 'Normscope <no-reply@normscope.test>', outboxDir: '/nonexistent', logger });
    await mailer.send(message);
    const [mail] = await server.waitFor((mails) => mails.length === 1);
    expect(mail?.envelopeTo).toEqual(['ada@example.test']);
    expect(mail?.subject).toBe('Your export is ready');
    expect(mail?.text?.trim()).toBe('Plain body');
    expect(mail?.html).toContain('<p>HTML body</p>');
    expect(mail?.attachments[0]?.filename).toBe('export.csv');
    expect(mail?.attachments[0]?.content.toString('utf8')).toBe('\uFEFFa,b\r\n1,2\r\n');
    mailer.close();
  });

  it('writes an .eml file into the outbox when no mail server is configured', async () => {
    outbox = mkdtempSync(path.join(os.tmpdir(), 'normscope-outbox-'));
    const mailer = createMailer({ mailUrl: undefined, mailFrom: 'Normscope <no-reply@normscope.test>', outboxDir: outbox, logger });
    const sent = await mailer.send(message);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(sent.outboxFile).toBe(path.join(outbox, files[0] ?? ''));
    const eml = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ada@example.test');
    expect(eml).toContain('Subject: Your export is ready');
    expect(eml).toContain('multipart/mixed');
    expect(eml).toContain('filename=export.csv');
  });
});
