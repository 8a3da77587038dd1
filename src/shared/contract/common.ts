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
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = z
  .string({ error: messages.auth.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: messages.auth.emailRequired })
  .pipe(z.email({ error: messages.auth.invalidEmail }));

export const idSchema = z.uuid({ error: 'Invalid id' });

/** Where the server serves uploaded images: `POST /file/upload` answers `{ url: '/uploads/<name>' }`. */
export const UPLOADS_PATH = '/uploads/';

/** A stored file's name: a random UUID plus the extension its bytes prove. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http(s) URL, or the root-relative URL of an image this server stored. */
export const isImageUrl = (value: string) => isHttpUrl(value) || storedFileNameOf(value) !== null;

/** Trimmed text where blank means "none": '' and whitespace become null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** An optional image URL (spec §5 "imageUrl, when filled, must be a valid URL"); blank is none. */
export const imageUrlSchema = z
  .string({ error: messages.equipment.invalidUrl })
  .trim()
  .max(2048, { error: messages.equipment.invalidUrl })
  .refine((value) => value === '' || isImageUrl(value), { error: messages.equipment.invalidUrl })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * Spec §3 "information": a list of single key -> value pairs, `[{ "Power": "Diesel" }]`.
 * Names and values are trimmed and must not be blank (spec §5's property messages).
 */
export const informationEntrySchema = z
  .record(z.string(), z.string({ error: messages.information.valueRequired }))
  .superRefine((entry, ctx) => {
    const pairs = Object.entries(entry);
    if (pairs.length !== 1) {
      ctx.addIssue({ code: 'custom', message: messages.general.singlePair });
      return;
    }
    const [name, value] = pairs[0] ?? ['', ''];
    if (name.trim() === '') ctx.addIssue({ code: 'custom', message: messages.information.nameRequired });
    else if (name.trim().length > 60) ctx.addIssue({ code: 'custom', message: messages.general.propertyNameTooLong });
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: messages.information.valueRequired });
    else if (value.trim().length > 500)
      ctx.addIssue({ code: 'custom', message: messages.general.propertyValueTooLong });
  })
  .transform((entry) => Object.fromEntries(Object.entries(entry).map(([name, value]) => [name.trim(), value.trim()])));

export const informationSchema = z.array(informationEntrySchema).max(50, { error: messages.general.tooManyProperties });
export type Information = z.infer<typeof informationSchema>;

/** The rows the forms edit: one `{ key, value }` per information entry. */
export const informationRowSchema = z.object({
  key: requiredText(messages.information.nameRequired),
  value: requiredText(messages.information.valueRequired),
});
export type InformationRow = z.infer<typeof informationRowSchema>;

export const toInformationRows = (information: Information): InformationRow[] =>
  information.flatMap((entry) => Object.entries(entry).map(([key, value]) => ({ key, value })));

export const fromInformationRows = (rows: readonly InformationRow[]): Information =>
  rows.map(({ key, value }) => ({ [key]: value }));

/** `{ message }` plus the record a write produced or removed. */
export const recordResponse = <Record extends z.ZodType>(record: Record) =>
  z.object({ message: z.string(), data: record });

/** `{ data }` around a record or a list. */
export const dataResponse = <Data extends z.ZodType>(data: Data) => z.object({ data });

/** The stored file a root-relative image URL names (`/uploads/<name>`), or null. */
export const storedFileNameOf = (url: string): string | null => {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const name = url.slice(UPLOADS_PATH.length);
  return STORED_FILE_NAME.test(name) ? name : null;
};

/** The error answers a JSON route documents besides its success (DESIGN.md, "The contract"). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
