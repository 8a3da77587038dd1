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

/**
 * One character that shows: not whitespace, not a control (Cc) or format (Cf) character such
 * as U+200B or U+202E, not one Unicode says to render as nothing (Hangul fillers, variation
 * selectors). A text without one looks blank. In the OpenAPI document as a `pattern` with
 * Unicode property escapes (evaluated with the `u` flag, as ajv does).
 */
export const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** Whether a text would look blank (see VISIBLE_CHARACTER). */
export const looksBlank = (value: string) => !VISIBLE_CHARACTER.test(value);

/**
 * A required text: trimmed, and blank, or made only of invisible characters, counts as
 * missing. Invisible characters beside visible ones are kept: a zero-width joiner or a bidi
 * mark can be part of a name (emoji sequences, Persian, mixed-direction text). Each rule is a
 * zod check rather than a refinement, so the OpenAPI document shows it (minLength, pattern);
 * chain `.max()` / `.regex()` the same way.
 */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).regex(VISIBLE_CHARACTER, { error: message });

export const emailSchema = z
  .string({ error: messages.auth.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: messages.auth.emailRequired })
  .check(z.email({ error: messages.auth.invalidEmail }));

export const idSchema = z.uuid({ error: 'Invalid id' });

/** Where the server serves uploaded images: `POST /file/upload` answers `{ url: '/uploads/<name>' }`. */
export const UPLOADS_PATH = '/uploads/';

/** A stored file's name: a random UUID plus the extension its bytes prove. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** A whole number from 0 to `max`, one message for any other; absent keeps what is stored. */
export const optionalCount = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .optional();

/** Trimmed text where blank means "none": '' and whitespace become null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const MAX_URL_LENGTH = 2048;

/**
 * An absolute http(s) URL: one `new URL` reads (zod's url check), with a host and no
 * whitespace (the pattern, which is how the document says it; zod drops a regex's flags, so
 * the scheme is lower case as browsers write it).
 */
const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: messages.equipment.invalidUrl })
  .max(MAX_URL_LENGTH, { error: messages.equipment.invalidUrl })
  .regex(/^https?:\/\/[^\s/?#]+\S*$/, { error: messages.equipment.invalidUrl })
  .meta({ format: 'uri' });

/** The root-relative URL of an image this server stored (`/uploads/<name>`). */
export const storedImageUrlSchema = z.string().regex(new RegExp(`^${UPLOADS_PATH}${STORED_FILE_NAME.source.slice(1)}`));

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * An optional image URL (spec §5 "imageUrl, when filled, must be a valid URL"): an http(s)
 * URL or one of our stored images; blank is none. A union rather than a refinement, so the
 * OpenAPI document lists the three forms.
 */
export const imageUrlSchema = z
  .preprocess(
    trimmed,
    z.union([z.literal(''), httpUrlSchema, storedImageUrlSchema], { error: messages.equipment.invalidUrl }),
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const INFORMATION_NAME_MAX = 60;
const INFORMATION_VALUE_MAX = 500;

/**
 * Spec §3 "information": a list of single key -> value pairs, `[{ "Power": "Diesel" }]`.
 * Names and values are trimmed and must not look blank (spec §5's property messages). The
 * rules are one refinement, for its messages; `.meta()` states them to the OpenAPI document
 * from the same limits (OpenAPI 3.0 has no `propertyNames`, so the name's rules are in words).
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
    if (looksBlank(name)) ctx.addIssue({ code: 'custom', message: messages.information.nameRequired });
    else if (name.trim().length > INFORMATION_NAME_MAX)
      ctx.addIssue({ code: 'custom', message: messages.general.propertyNameTooLong });
    if (looksBlank(value)) ctx.addIssue({ code: 'custom', message: messages.information.valueRequired });
    else if (value.trim().length > INFORMATION_VALUE_MAX)
      ctx.addIssue({ code: 'custom', message: messages.general.propertyValueTooLong });
  })
  .transform((entry) => Object.fromEntries(Object.entries(entry).map(([name, value]) => [name.trim(), value.trim()])))
  .meta({
    description: `One name -> value pair; the name shows at least one visible character, at most ${INFORMATION_NAME_MAX} once trimmed.`,
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: { type: 'string', pattern: VISIBLE_CHARACTER.source, maxLength: INFORMATION_VALUE_MAX },
  });

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
