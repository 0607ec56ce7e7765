import { createHash } from 'node:crypto';

/**
 * A Message-ID fixed by what a mail is about, for the mails a job may send twice. SMTP cannot tell
 * a sender whether a mail whose acceptance it never heard was delivered, so a worker killed in
 * that instant leaves the retry to send it again; with the same Message-ID it is the same message,
 * which a mailbox keeps once. `kind` names the mail ("export", "alert", "watch", "eu-law"); `about` is what
 * the retry would send again (an export's id and creation, or the changes a mail lists), hashed
 * when long so the id stays short.
 */
export function messageIdFor(kind: string, about: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'normscope.invalid';
  const key = /^[\w.-]{1,64}$/.test(about) ? about : createHash('sha256').update(about).digest('hex').slice(0, 32);
  return `<${kind}-${key}@${host}>`;
}
