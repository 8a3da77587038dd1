import type { JsonField, JsonObject } from '../../../shared/contract/entityForm';

export type FieldKind = 'text' | 'integer' | 'number' | 'boolean' | 'choice' | 'other';

/** One field of a generic entity as its generic screen shows and edits it. */
export interface EntityField {
  source: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  choices: readonly (string | number)[];
  /** What a new record's form starts with. */
  initial: unknown;
  min?: number;
  max?: number;
  maxLength?: number;
}

/** 'productsCount' -> 'Products count': a label for a field the schema gives no title. */
export const labelOf = (source: string): string => {
  const words = source
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const kindOf = (field: JsonField): FieldKind => {
  if (field.enum) return 'choice';
  const types = Array.isArray(field.type) ? field.type : [field.type];
  const type = types.find((candidate) => candidate !== 'null');
  if (type === 'string') return 'text';
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  return 'other';
};

const INITIAL: Record<FieldKind, unknown> = {
  text: '',
  integer: null,
  number: null,
  boolean: false,
  choice: null,
  other: null,
};

/** The fields of a JSON Schema object, in its order; `id` is the row's, never a column or an input. */
export const entityFields = (schema: JsonObject): EntityField[] =>
  Object.entries(schema.properties)
    .filter(([source]) => source !== 'id')
    .map(([source, field]) => {
      const kind = kindOf(field);
      return {
        source,
        label: field.title ?? labelOf(source),
        kind,
        required: schema.required?.includes(source) ?? false,
        choices: field.enum ?? [],
        initial: field.default ?? INITIAL[kind],
        min: field.minimum,
        max: field.maximum,
        maxLength: field.maxLength,
      };
    });
