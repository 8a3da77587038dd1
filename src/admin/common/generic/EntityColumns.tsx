import { BooleanField, NumberField, TextField } from 'react-admin';
import type { EntityField } from './entityFields';

/** A column per field of a generic entity's record; only its sortable columns sort. */
export const entityColumns = (fields: readonly EntityField[], sortable: readonly string[]) =>
  fields.map(({ source, label, kind }) => {
    const common = { source, label, sortable: sortable.includes(source) };
    if (kind === 'boolean') return <BooleanField key={source} {...common} />;
    if (kind === 'integer' || kind === 'number') return <NumberField key={source} {...common} />;
    return <TextField key={source} {...common} emptyText="-" />;
  });
