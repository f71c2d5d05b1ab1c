import { z } from 'zod';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_SIGN_UP,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_MESSAGE,
} from '../account/credentials';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .pipe(z.email('must be a valid email address'));

/** POST /api/account/sign-up */
export const signUpBodySchema = z.strictObject({
  email,
  password: z.string().min(PASSWORD_MIN_SIGN_UP).max(PASSWORD_MAX),
  acceptTerms: z.boolean().refine((v) => v, TERMS_MESSAGE),
});

/** POST /api/account/sign-in */
export const signInBodySchema = z.strictObject({
  email,
  password: z.string().min(1).max(PASSWORD_MAX),
});

/** Bodies that carry one e-mail address: resend verification, request a reset. */
export const emailBodySchema = z.strictObject({ email });

/** POST /api/account/set-password: a new password after a recovery link signed the user in. */
export const setPasswordBodySchema = z
  .strictObject({
    newPassword: z.string().min(PASSWORD_MIN_CHANGE).max(PASSWORD_MAX),
    confirmPassword: z.string().min(PASSWORD_MIN_CHANGE).max(PASSWORD_MAX),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** POST /api/account/change-password: the settings tab, with the current password. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z.string().min(1).max(PASSWORD_MAX),
    newPassword: z.string().min(PASSWORD_MIN_CHANGE).max(PASSWORD_MAX),
    confirmPassword: z.string().min(PASSWORD_MIN_CHANGE).max(PASSWORD_MAX),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** The themes of the interface (spec 1 §3). */
export const themeSchema = z.enum([
  'theme-dark',
  'theme-light',
  'theme-dark-love',
  'theme-sepia',
  'theme-ocean',
]);

/** PATCH /api/account/profile: any subset of the editable fields. */
export const updateProfileBodySchema = z
  .strictObject({
    firstname: z.string().trim().min(1).max(100),
    lastname: z.string().trim().max(100).nullable(),
    onboarding_step: z.int().min(0).max(2),
    onboarding_finished: z.boolean(),
    theme: themeSchema,
  })
  .partial();

/** The social identity providers. */
export const socialProviderSchema = z.enum(['google', 'github']);

/** POST /api/account/social: start an OAuth sign-in or sign-up. */
export const socialSignInBodySchema = z.strictObject({
  provider: socialProviderSchema,
  intent: z.enum(['login', 'register']),
  acceptTerms: z.boolean().optional(),
});

/** DELETE /api/account */
export const deleteAccountBodySchema = z.strictObject({
  confirm: z.literal(
    DELETE_ACCOUNT_CONFIRMATION,
    `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`,
  ),
});

/** The signed-in user's profile as the web app shows it (spec 1 §3). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string().nullable(),
  avatar_url: z.string().nullable(),
  onboarding_finished: z.boolean(),
  onboarding_step: z.number(),
  theme: themeSchema.nullable(),
  identities: z.array(z.object({ provider: z.string() })),
});

/** The profile's type. */
export type Profile = z.infer<typeof profileSchema>;

/** A plain acknowledgement. */
export const okSchema = z.object({ ok: z.literal(true) });

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type SignUpBody = z.output<typeof signUpBodySchema>;
export type SignUpBodyInput = z.input<typeof signUpBodySchema>;
/** POST /api/account/social: where the browser goes to sign in with the provider. */
export const socialStartSchema = z.object({ url: z.string() });
/** The answer of POST /api/account/social. */
export type SocialStart = z.infer<typeof socialStartSchema>;
export type SignInBody = z.output<typeof signInBodySchema>;
export type SignInBodyInput = z.input<typeof signInBodySchema>;
export type EmailBody = z.output<typeof emailBodySchema>;
export type EmailBodyInput = z.input<typeof emailBodySchema>;
export type SetPasswordBody = z.output<typeof setPasswordBodySchema>;
export type SetPasswordBodyInput = z.input<typeof setPasswordBodySchema>;
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;
export type ChangePasswordBodyInput = z.input<typeof changePasswordBodySchema>;
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;
export type UpdateProfileBodyInput = z.input<typeof updateProfileBodySchema>;
export type SocialSignInBody = z.output<typeof socialSignInBodySchema>;
export type SocialSignInBodyInput = z.input<typeof socialSignInBodySchema>;
export type DeleteAccountBody = z.output<typeof deleteAccountBodySchema>;
export type DeleteAccountBodyInput = z.input<typeof deleteAccountBodySchema>;
export type Ok = z.output<typeof okSchema>;
