import {
  createShareBodySchema,
  embedOriginSchema,
  MAX_EMBED_ORIGINS,
  SHARE_EXPIRY_DAYS,
  type CreateShareBodyInput,
  type EmbedMode,
} from '@relata/core';
import { labelServerMessage, type FieldErrors } from '../../../lib/form/fieldErrors';
import { schemaFieldErrors } from '../../../lib/form/schemaFieldErrors';

/** An expiry as the form's select holds it: a number of days, or `never`. */
export type ExpiryChoice = `${(typeof SHARE_EXPIRY_DAYS)[number]}` | 'never';

const dayWords = (days: number) =>
  days === 365 ? '1 year' : days === 1 ? '1 day' : `${days} days`;

/** The Expires select's choices: core's lifetimes in words, then Never. */
export const EXPIRY_CHOICES: readonly { value: ExpiryChoice; label: string }[] = [
  ...SHARE_EXPIRY_DAYS.map((days) => ({ value: `${days}` as ExpiryChoice, label: dayWords(days) })),
  { value: 'never', label: 'Never' },
];

/** The Embedding choices. */
export const EMBED_CHOICES: readonly { value: EmbedMode; label: string }[] = [
  { value: 'none', label: 'Off' },
  { value: 'any', label: 'Any site' },
  { value: 'origins', label: 'Only these origins' },
];

/** What the Create link form holds. */
export interface ShareFormValues {
  name: string;
  expiry: ExpiryChoice;
  /** Empty: no password. */
  password: string;
  includeSql: boolean;
  live: boolean;
  embed: EmbedMode;
  /** The origins that may embed the link, one a line (commas and spaces part them too). */
  origins: string;
}

/** A new link's form: 30 days, no password, no SQL, live, not embeddable. */
export const NEW_SHARE_FORM: ShareFormValues = {
  name: '',
  expiry: '30',
  password: '',
  includeSql: false,
  live: true,
  embed: 'none',
  origins: '',
};

/** The fields the form shows a message under, and `form` for what is no field's. */
export type ShareField = 'name' | 'expiresInDays' | 'password' | 'embedOrigins' | 'form';

const LABELS = {
  name: 'Link name',
  expiresInDays: 'Expires',
  password: 'Password',
  embedOrigins: 'Origins',
} as const;

/** The origins of the form's text, in order, without blanks. */
export function originList(text: string): string[] {
  return text.split(/[\s,]+/).filter((origin) => origin !== '');
}

/** The body the form sends (core's contract); origins only when embedding is limited to them. */
export function shareBody(values: ShareFormValues): Required<CreateShareBodyInput> {
  return {
    name: values.name.trim(),
    expiresInDays: SHARE_EXPIRY_DAYS.find((days) => `${days}` === values.expiry) ?? null,
    // A password is sent as typed: spaces may be part of it.
    password: values.password === '' ? null : values.password,
    includeSql: values.includeSql,
    live: values.live,
    embed: values.embed,
    embedOrigins: values.embed === 'origins' ? originList(values.origins) : [],
  };
}

/** An origin's message: which origin, then what is wrong with it. */
const originMessage = (origin: string | undefined, message: string) =>
  origin === undefined ? labelServerMessage(LABELS.embedOrigins, message) : `${origin} ${message}`;

/** The form's messages by core's contract, before anything is sent; empty when it may be sent. */
export function shareFormErrors(values: ShareFormValues): FieldErrors<ShareField> {
  const body = shareBody(values);
  const errors: FieldErrors<ShareField> = schemaFieldErrors<keyof typeof LABELS>(
    createShareBodySchema,
    body,
    LABELS,
  );
  const origins = body.embedOrigins;
  if (origins.length > MAX_EMBED_ORIGINS)
    errors.embedOrigins = `List at most ${MAX_EMBED_ORIGINS} origins`;
  const wrong = origins.find((origin) => !embedOriginSchema.safeParse(origin).success);
  if (wrong !== undefined) {
    const issue = embedOriginSchema.safeParse(wrong).error?.issues[0]?.message ?? 'is not valid';
    errors.embedOrigins = originMessage(wrong, issue);
  }
  return errors;
}

/**
 * The server's field messages (`fields` of a 422) under the form's fields: `embedOrigins.2` is
 * the third origin, named in its message.
 */
export function serverShareErrors(
  fields: Readonly<Record<string, string>>,
  values: ShareFormValues,
): FieldErrors<ShareField> {
  const errors: FieldErrors<ShareField> = {};
  const origins = originList(values.origins);
  for (const [key, message] of Object.entries(fields)) {
    const [field, index] = key.split('.');
    if (field === 'embedOrigins') {
      errors.embedOrigins ??= originMessage(
        index === undefined ? undefined : origins[Number(index)],
        message,
      );
    } else if (field === 'name' || field === 'password' || field === 'expiresInDays') {
      errors[field] ??= labelServerMessage(LABELS[field], message);
    } else errors.form ??= labelServerMessage(key, message);
  }
  return errors;
}
