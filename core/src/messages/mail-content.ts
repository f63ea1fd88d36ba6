import { escapeHtml } from './escape-html.ts';

/** A written e-mail: its subject, the HTML body and the same content as plain text (the text alternative). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What an e-mail is made of; both the HTML and the text are drawn from the same blocks, so they always agree. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Label and value pairs (a request's summary). */
  | { type: 'facts'; rows: readonly (readonly [string, string])[] }
  | { type: 'list'; items: readonly string[] }
  /** A call to action; `href` is one of our own absolute URLs. */
  | { type: 'button'; label: string; href: string }
  | { type: 'note'; text: string }
  /** A legal mention (core/src/legal); `strong` for the credit warning, which must stand out. */
  | { type: 'legal'; text: string; strong?: boolean };

export interface MailLayout {
  subject: string;
  /** The first words a mail client shows beside the subject. */
  preheader: string;
  blocks: readonly MailBlock[];
  /** Why the person receives this e-mail, under the content. */
  footer: string;
  siteUrl: string;
  /** Our own 1×1 pixel counting openings of a mailing; the only image of any e-mail. */
  pixelUrl?: string;
}

const INK = '#1b1f24';
const MUTED = '#5b6470';
const LINE = '#e3e6ea';
const ACCENT = '#c2410c';
const FONT = 'font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;';

/** Writes an e-mail from its blocks: small HTML with inline styles (mail clients drop style sheets) and its text. */
export function renderMail(layout: MailLayout): MailContent {
  return { subject: layout.subject, html: htmlOf(layout), text: textOf(layout) };
}

function htmlOf({ subject, preheader, blocks, footer, siteUrl, pixelUrl }: MailLayout): string {
  const body = blocks.map(htmlBlock).join('\n');
  const pixel = pixelUrl
    ? `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`
    : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f7f9;color:${INK};${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7f9">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:8px">
<tr><td style="padding:24px 24px 8px;${FONT}font-size:20px;font-weight:800;color:${INK}">Prêt<span style="color:${ACCENT}">scope</span></td></tr>
<tr><td style="padding:8px 24px 24px;${FONT}font-size:16px;line-height:1.5;color:${INK}">
${body}
</td></tr>
</table>
<p style="max-width:600px;margin:16px auto 0;${FONT}font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(footer)}<br><a href="${escapeHtml(siteUrl)}/" style="color:${MUTED}">${escapeHtml(hostOf(siteUrl))}</a></p>
${pixel}
</td></tr>
</table>
</body>
</html>
`;
}

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${lines(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${lines(block.text)}</p>`;
    case 'legal':
      return block.strong
        ? `<p style="margin:0 0 16px;font-size:14px"><strong>${lines(block.text)}</strong></p>`
        : `<p style="margin:0 0 16px;font-size:14px">${lines(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:24px">${block.items.map((item) => `<li style="margin:0 0 8px">${lines(item)}</li>`).join('')}</ul>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 16px 8px 0;border-top:1px solid ${LINE};color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 0;border-top:1px solid ${LINE};font-variant-numeric:tabular-nums">${lines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background:${ACCENT};color:#ffffff;text-decoration:none;border-radius:8px;font-weight:800">${escapeHtml(block.label)}</a></p>`;
  }
}

/** Escaped text whose line breaks stay line breaks (a visitor's message keeps its paragraphs). */
function lines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

function textOf({ blocks, footer, siteUrl }: MailLayout): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'note':
      case 'legal':
        return block.text;
      case 'list':
        return block.items.map((item) => `- ${item}`).join('\n');
      case 'facts':
        return block.rows.map(([label, value]) => `${label}\u00a0: ${value}`).join('\n');
      case 'button':
        return `${block.label}\u00a0:\n${block.href}`;
    }
  });
  return `${['Prêtscope', ...parts].join('\n\n')}\n\n--\n${footer}\n${siteUrl}/\n`;
}

function hostOf(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
}
