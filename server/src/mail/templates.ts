import type { Language } from '@portfolio/shared/languages';
import { CONTACT_SUBJECT_LABELS, LANGUAGE_NAMES, MAIL_TEXT } from './mail-text';

/** A message ready for the outbox: both parts, no tracking pixel, no resource from elsewhere. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Line breaks (and other control characters) folded into single spaces. */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The one HTML frame of every message, headed by the site name: inline styles only (mail clients drop <style> and CSS files). */
export function frame(language: Language, site: string, body: string, footer = ''): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(site)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f2;font-family:Georgia,serif;color:#1c2430">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#8a6d2f">${esc(site)}</p>
${body}
</div>${footer ? `<div style="max-width:560px;margin:16px auto 0;font-size:12px;color:#5b6470;font-family:Arial,sans-serif">${footer}</div>` : ''}
</body></html>`;
}

export const button = (href: string, label: string) =>
  `<p style="margin:28px 0"><a href="${esc(href)}" style="display:inline-block;background:#1c2430;color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif">${esc(label)}</a></p>`;

/**
 * The confirmation of a sign-up to the newsletter of `site` (the site name setting). It goes to an
 * address nobody has confirmed yet, so it carries nothing the visitor typed (not even a name):
 * a stranger cannot make the site mail their words to anyone.
 */
export function confirmationMail(language: Language, site: string, confirmUrl: string): MailContent {
  const t = MAIL_TEXT[language];
  return {
    subject: t.confirmSubject(site),
    text: [t.hello(null), '', t.confirmIntro(site), '', `${t.confirmAction}: ${confirmUrl}`, '', t.confirmExpiry, '', `— ${site}`].join('\n'),
    html: frame(language, site, `<p>${esc(t.hello(null))}</p><p>${esc(t.confirmIntro(site))}</p>${button(confirmUrl, t.confirmAction)}<p style="font-size:14px;color:#5b6470">${esc(t.confirmExpiry)}</p>`),
  };
}

export interface PostMailInput {
  title: string;
  excerpt: string | null;
  /** Absolute URL of the header image on this site, or null. */
  imageUrl: string | null;
  postUrl: string;
  /** The site name setting. */
  site: string;
}

/** A blog post to a subscriber, with the personal unsubscribe link. */
export function postMail(language: Language, name: string | null, post: PostMailInput, unsubscribeUrl: string, test = false): MailContent {
  const t = MAIL_TEXT[language];
  const note = test ? `<p style="background:#fff6db;padding:8px 12px;border-radius:4px;font-family:Arial,sans-serif;font-size:13px">${esc(t.testNote)}</p>` : '';
  const image = post.imageUrl ? `<p style="margin:0 0 20px"><img src="${esc(post.imageUrl)}" alt="" width="496" style="width:100%;height:auto;border-radius:6px;display:block"></p>` : '';
  const body = `${note}${image}<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px">${esc(post.title)}</h1>${post.excerpt ? `<p style="font-size:17px;line-height:1.5">${esc(post.excerpt)}</p>` : ''}${button(post.postUrl, t.readPost)}`;
  const footer = `<p>${esc(t.footerWhy(post.site))}</p><p><a href="${esc(unsubscribeUrl)}" style="color:#5b6470">${esc(t.unsubscribe)}</a></p>`;
  return {
    subject: test ? t.testSubject(post.title) : post.title,
    text: [
      ...(test ? [t.testNote, ''] : []),
      t.hello(name),
      '',
      post.title,
      '',
      ...(post.excerpt ? [post.excerpt, ''] : []),
      `${t.readPost}: ${post.postUrl}`,
      '',
      '--',
      t.footerWhy(post.site),
      `${t.unsubscribe}: ${unsubscribeUrl}`,
    ].join('\n'),
    html: frame(language, post.site, body, footer),
  };
}

export interface ContactNotice {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language | null;
  adminUrl: string;
  /** The site name setting. */
  site: string;
}

/** "Print Inquiry", or the visitor's words and the English ones when they differ. */
export function subjectLabel(subject: string, language: Language | null): string {
  const labels = CONTACT_SUBJECT_LABELS[subject];
  if (!labels) return subject;
  const seen = labels[language ?? 'en'];
  return seen === labels.en ? seen : `${seen} (${labels.en})`;
}

/** A new contact message, to the photographer (in English, the back-office's language). */
export function contactNoticeMail(notice: ContactNotice): MailContent {
  // A name is one line: line breaks in it could forge lines of the notice (or a header).
  const m = { ...notice, name: oneLine(notice.name) };
  const subject = subjectLabel(m.subject, m.language);
  const language = m.language ? LANGUAGE_NAMES[m.language] : 'unknown';
  const rows: [string, string][] = [
    ['From', `${m.name} <${m.email}>`],
    ['Subject', subject],
    ['Page language', language],
  ];
  return {
    subject: `New message: ${subject} — ${m.name}`,
    text: [...rows.map(([k, v]) => `${k}: ${v}`), '', m.message, '', `Reply to this message to answer ${m.name}. All messages: ${m.adminUrl}`].join('\n'),
    html: frame(
      'en',
      m.site,
      `<table style="font-family:Arial,sans-serif;font-size:14px;border-collapse:collapse">${rows.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#5b6470">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<div style="white-space:pre-wrap;margin:20px 0;font-size:16px;line-height:1.5">${esc(m.message)}</div>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#5b6470">Reply to this message to answer ${esc(m.name)}. <a href="${esc(m.adminUrl)}">All messages</a></p>`,
    ),
  };
}

export interface GalleryLinkInput {
  galleryName: string;
  message: string | null;
  url: string;
  /** Put in the mail only when the photographer typed it for this send. */
  password: string | null;
  hasPassword: boolean;
  expiresOn: string | null;
}

/** The address of a client gallery, to the client in their language. */
export function galleryLinkMail(language: Language, site: string, g: GalleryLinkInput): MailContent {
  const t = MAIL_TEXT[language];
  const passwordLine = g.password ? t.galleryPassword(g.password) : g.hasPassword ? t.galleryPasswordSeparately : null;
  const until = g.expiresOn ? t.galleryUntil(g.expiresOn) : null;
  const small = (s: string) => `<p style="font-size:14px;color:#5b6470">${esc(s)}</p>`;
  return {
    subject: t.galleryLinkSubject(g.galleryName),
    text: [t.hello(null), '', ...(g.message ? [g.message, ''] : []), t.galleryLinkIntro, g.url, '', ...(passwordLine ? [passwordLine] : []), ...(until ? [until] : []), '', `— ${site}`].join('\n'),
    html: frame(
      language,
      site,
      `<p>${esc(t.hello(null))}</p>${g.message ? `<p style="white-space:pre-wrap">${esc(g.message)}</p>` : ''}<p>${esc(t.galleryLinkIntro)}</p>${button(g.url, t.galleryOpen)}<p style="font-size:13px;word-break:break-all;color:#5b6470">${esc(g.url)}</p>${passwordLine ? small(passwordLine) : ''}${until ? small(until) : ''}`,
    ),
  };
}

/** The photographer reopened the client's selection: to the client, in their language, with the gallery's address. */
export function selectionReopenedMail(language: Language, site: string, g: { galleryName: string; url: string }): MailContent {
  const t = MAIL_TEXT[language];
  return {
    subject: t.reopenedSubject(g.galleryName),
    text: [t.hello(null), '', t.reopenedIntro(g.galleryName), g.url, '', `— ${site}`].join('\n'),
    html: frame(
      language,
      site,
      `<p>${esc(t.hello(null))}</p><p>${esc(t.reopenedIntro(g.galleryName))}</p>${button(g.url, t.galleryOpen)}<p style="font-size:13px;word-break:break-all;color:#5b6470">${esc(g.url)}</p>`,
    ),
  };
}

export interface SelectionNotice {
  galleryName: string;
  favourites: { title: string; fileName: string | null; comment: string | null }[];
  lightroom: string;
  adminUrl: string;
}

/** A client sent their selection: to the photographer, in English (the back-office's language). */
export function selectionNoticeMail(n: SelectionNotice, site: string): MailContent {
  const lines = n.favourites.map((f) => `- ${f.fileName ?? f.title}${f.comment ? `: ${f.comment}` : ''}`);
  return {
    subject: `Selection sent: ${n.galleryName} (${n.favourites.length} photos)`,
    text: [`The client of "${n.galleryName}" sent their selection of ${n.favourites.length} photos.`, '', ...lines, '', 'For Lightroom (Filename contains):', n.lightroom, '', `In the admin: ${n.adminUrl}`].join('\n'),
    html: frame(
      'en',
      site,
      `<p>The client of <strong>${esc(n.galleryName)}</strong> sent their selection of ${n.favourites.length} photos.</p>
<ul style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${n.favourites.map((f) => `<li>${esc(f.fileName ?? f.title)}${f.comment ? ` — <em>${esc(f.comment)}</em>` : ''}</li>`).join('')}</ul>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#5b6470">For Lightroom (Filename contains):</p><p style="font-family:monospace;font-size:13px;word-break:break-all">${esc(n.lightroom)}</p>${button(n.adminUrl, 'Open in the admin')}`,
    ),
  };
}
