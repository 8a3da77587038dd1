import { z } from 'zod';
import { messages } from '../messages';

export const ROLES = ['ADMIN', 'VENDOR', 'CUSTOMER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every non-2xx response body (DESIGN.md, "The contract"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** A required text: trimmed, and blank counts as missing. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = z
  .string({ error: messages.auth.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: messages.auth.emailRequired })
  .pipe(z.email({ error: messages.auth.invalidEmail }));

export const idSchema = z.uuid({ error: 'Invalid id' });
