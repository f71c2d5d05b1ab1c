import type { OutgoingMail } from './mailer';
import { escapeHtml } from '../http/escapeHtml';

interface MailContent {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** Lays a mail out as plain text and as simple, inline-styled HTML that renders in every client. */
export function composeMail(c: MailContent): OutgoingMail {
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    `${c.action.label}: ${c.action.url}`,
    '',
    c.footnote,
    '',
    '— Relata',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:10px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#3b5bdb;padding-bottom:24px">Relata</td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:16px">${escapeHtml(c.heading)}</td></tr>
${c.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.55;padding-bottom:14px">${escapeHtml(p)}</td></tr>`).join('\n')}
<tr><td style="padding:12px 0 24px"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#3b5bdb;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px">${escapeHtml(c.action.label)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#57606a;padding-bottom:8px">If the button does not work, open this link:<br><a href="${escapeHtml(c.action.url)}" style="color:#3b5bdb;word-break:break-all">${escapeHtml(c.action.url)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#57606a;padding-top:8px;border-top:1px solid #e5e7eb">${escapeHtml(c.footnote)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: c.to, subject: c.subject, text, html, links: [c.action.url] };
}

/** A link's lifetime in words, in hours, minutes or seconds: "one hour", "24 hours", "30 minutes". */
export function lifetimeText(seconds: number): string {
  const [size, unit] =
    seconds % 3600 === 0 ? [3600, 'hour'] : seconds % 60 === 0 ? [60, 'minute'] : [1, 'second'];
  const count = seconds / size;
  return count === 1 ? `one ${unit}` : `${count} ${unit}s`;
}

/** The e-mail verification mail sent after sign-up; the link works for `validFor` seconds. */
export function verificationMail(to: string, url: string, validFor: number): OutgoingMail {
  return composeMail({
    to,
    subject: 'Verify your email for Relata',
    heading: 'Confirm your email address',
    paragraphs: [
      'Welcome to Relata! Please confirm that this is your email address to finish creating your account.',
    ],
    action: { label: 'Verify email', url },
    footnote: `The link is valid for ${lifetimeText(validFor)}. If you did not sign up for Relata, you can ignore this email.`,
  });
}

/** The password reset mail; the link works once, for `validFor` seconds. */
export function resetPasswordMail(to: string, url: string, validFor: number): OutgoingMail {
  return composeMail({
    to,
    subject: 'Reset your Relata password',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your Relata account. Use the button below to choose a new one.',
    ],
    action: { label: 'Reset password', url },
    footnote: `The link works once and is valid for ${lifetimeText(validFor)}. If you did not ask for a reset, you can ignore this email: your password stays as it is.`,
  });
}

/** The invitation to a project, with the link to accept or decline it. */
export function invitationMail(
  to: string,
  invitedBy: string,
  projectName: string,
  role: string,
  url: string,
): OutgoingMail {
  return composeMail({
    to,
    subject: `${invitedBy} invited you to "${projectName}" on Relata`,
    heading: `Join "${projectName}"`,
    paragraphs: [
      `${invitedBy} invited you to the project "${projectName}" on Relata as ${role === 'Admin' ? 'an' : 'a'} ${role}.`,
      'Open the invitation to accept or decline it. If you do not have an account yet, register with this email address first; you will come back to the invitation afterwards.',
    ],
    action: { label: 'Open invitation', url },
    footnote: 'The invitation is for this email address only and works once.',
  });
}
