import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { EntityField } from './entityFields';

/** An input per field of a generic entity's body (the server validates; its messages show under them). */
export const EntityInputs = ({ fields }: { fields: readonly EntityField[] }) => (
  <>
    {fields.map(({ source, label, kind, required, choices, min, max, maxLength }, index) => {
      const common = { source, label, isRequired: required, autoFocus: index === 0 };
      if (kind === 'boolean') return <BooleanInput key={source} {...common} />;
      if (kind === 'integer' || kind === 'number')
        return <NumberInput key={source} {...common} min={min} max={max} step={kind === 'integer' ? 1 : 'any'} />;
      if (kind === 'choice')
        return <SelectInput key={source} {...common} choices={choices.map((id) => ({ id, name: String(id) }))} />;
      return <TextInput key={source} {...common} slotProps={{ htmlInput: { maxLength } }} />;
    })}
  </>
);
