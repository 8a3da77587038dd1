import type { z } from 'zod';

/**
 * What a form holds before it is validated: the schema's input, except that react-admin's
 * text and number inputs hold null once they are emptied.
 */
export type FormValuesOf<Schema extends z.ZodType> = {
  [Field in keyof z.input<Schema>]: z.input<Schema>[Field] extends string | number
    ? z.input<Schema>[Field] | null
    : z.input<Schema>[Field];
};
