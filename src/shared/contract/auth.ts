import { z } from 'zod';
import { CONTACT_LENGTH, LANGUAGES, MIN_PASSWORD_LENGTH } from '../constants';
import { messages } from '../messages';
import { emailSchema, requiredText, roleSchema } from './common';

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.auth.passwordRequired }).min(1, { error: messages.auth.passwordRequired }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const passwordSchema = z
  .string({ error: messages.password.tooShort })
  .min(MIN_PASSWORD_LENGTH, { error: messages.password.tooShort })
  .max(256, { error: 'Password must be at most 256 characters long' });

export const vendorSignupBodySchema = z.object({
  name: requiredText(messages.auth.nameRequired).max(120),
  email: emailSchema,
  mobile: requiredText(messages.auth.mobileRequired).regex(new RegExp(`^\\d{${CONTACT_LENGTH}}$`), {
    error: messages.auth.invalidMobile,
  }),
  // Required first (its message wins), then passwordSchema's rules; an intersection, not a pipe,
  // so the document shows both (a pipe shows only its input side).
  password: z
    .string({ error: messages.auth.passwordRequired })
    .min(1, { error: messages.auth.passwordRequired })
    .and(passwordSchema),
});
export type VendorSignupBody = z.infer<typeof vendorSignupBodySchema>;

export const changePasswordBodySchema = z.object({
  password: passwordSchema,
  /**
   * Needed once the sign-in is no longer recent (RECENT_SIGN_IN_MINUTES): without it the server
   * answers 403 with `errors.currentPassword`, and the screen asks for it (DESIGN.md is silent).
   */
  currentPassword: z
    .string({ error: messages.password.currentRequired })
    .min(1, { error: messages.password.currentRequired })
    .max(256, { error: messages.password.currentWrong })
    .optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const languageSchema = z.enum(LANGUAGES, { error: messages.layout.languageInvalid });

/** The user's language (issue 26): kept on the account, so every browser opens in it. */
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageResponseSchema = z.object({ message: z.string(), language: languageSchema });

export const tokenResponseSchema = z.object({ token: z.string(), message: z.string().optional() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The access token's claims the admin reads (spec §3: name, email, role). */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** The language the user chose (issue 26); a token issued before it existed has none (English). */
  language: languageSchema.optional(),
  /** Set on accounts created with a generated password (DESIGN.md). */
  mustChangePassword: z.boolean().optional(),
  /** The vendor profile of a VENDOR account; every vendor query is scoped by it. */
  vendorId: z.string().optional(),
  /** When the user last typed their password (seconds, OIDC's auth_time): kept through refreshes. */
  auth_time: z.number().optional(),
  /** The session (refresh-token family) the token belongs to: logging out ends both. */
  sid: z.string().optional(),
  exp: z.number().optional(),
  iat: z.number().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
