import type { z } from 'zod';

/** react-admin's form-level errors: shaped like the values, a message at each failing leaf. */
export interface FormErrors {
  [field: string]: string | FormErrors | FormErrors[];
}

type Container = FormErrors | FormErrors[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Puts the message at `path`, creating objects and arrays on the way; the first message wins. */
const place = (errors: FormErrors, path: readonly PropertyKey[], message: string) => {
  let container: Container = errors;
  for (const [index, key] of path.entries()) {
    const next = path[index + 1];
    const existing: unknown = Reflect.get(container, key);
    if (next === undefined) {
      if (existing === undefined) Reflect.set(container, key, message);
      return;
    }
    // A message already stands for this whole part of the form.
    if (typeof existing === 'string') return;
    let child: Container;
    if (isContainer(existing)) child = existing;
    else {
      child = typeof next === 'number' ? [] : {};
      Reflect.set(container, key, child);
    }
    container = child;
  }
};

/** react-admin reads every item of an error array, so holes become empty objects. */
const fillHoles = (errors: FormErrors): FormErrors => {
  for (const value of Object.values(errors)) {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) value[index] = fillHoles(value[index] ?? {});
    } else if (typeof value === 'object') {
      fillHoles(value);
    }
  }
  return errors;
};

/**
 * A react-admin form-level `validate` from the contract's zod schema, so a form checks the
 * same rules with the same messages as the server. Rules that span fields must name the field
 * they concern (`path`), since a message with no field has nowhere to be shown.
 */
export const zodValidate =
  (schema: z.ZodType) =>
  (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    const errors: FormErrors = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      if (issue.path.length > 0) place(errors, issue.path, issue.message);
    }
    return fillHoles(errors);
  };
