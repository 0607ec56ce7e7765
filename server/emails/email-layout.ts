import { escapeHtml } from '../platform/html-sanitizer.ts';

/** One line of a mail's list: a linked name and what happened to it. */
export type EmailItem = { label: string; href: string; detail?: string };

export type EmailContent = {
  locale: string;
  subject: string;
  heading: string;
  intro: string;
  items?: EmailItem[];
  /** A closing paragraph, e.g. where to manage these mails. */
  footer?: string;
  action?: { label: string; href: string };
};

export type RenderedEmail = { subject: string; text: string; html: string };


/**
 * Every mail the product sends has this shape: a heading, an intro, a list of linked
 * items, an optional button and a footer; as plain text and as simple, inline-styled HTML.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const items = content.items ?? [];
  const text = [
    content.heading,
    '',
    content.intro,
    '',
    ...items.map((item) => `- ${item.label}${item.detail ? `: ${item.detail}` : ''}\n  ${item.href}`),
    ...(items.length > 0 ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    ...(content.footer ? [content.footer] : []),
  ].join('\n');

  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(item.href)}" style="color:#1c5fb8;font-weight:600">${escapeHtml(item.label)}</a>` +
        (item.detail ? `<br><span style="color:#444">${escapeHtml(item.detail)}</span>` : '') +
        '</li>',
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${escapeHtml(content.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;margin:0;padding:24px;background:#f5f6f8">',
    '<div style="max-width:640px;margin:0 auto;background:#fff;border:1px solid #dde1e6;border-radius:6px;padding:24px">',
    '<p style="margin:0 0 16px;font-size:13px;color:#5c6570;letter-spacing:.04em">NORMSCOPE</p>',
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(content.intro)}</p>`,
    items.length > 0 ? `<ul style="padding-left:20px;margin:0 0 16px">${list}</ul>` : '',
    content.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;background:#1c5fb8;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      : '',
    content.footer ? `<p style="margin:16px 0 0;font-size:12px;color:#5c6570">${escapeHtml(content.footer)}</p>` : '',
    '</div></body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
