/**
 * How long the links mailed to a person work, in seconds: better-auth is given these, and the
 * mails say them (mail/templates.ts), so what a mail promises is what the link does.
 */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;
