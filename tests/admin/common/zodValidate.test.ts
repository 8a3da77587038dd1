import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodValidate } from '../../../src/admin/common/forms/zodValidate';
import { informationRowSchema, requiredText } from '../../../src/shared/contract/common';

const schema = z.object({
  name: requiredText('Name is required').pipe(z.string().max(5, { error: 'Too long' })),
  rate: z.number({ error: 'Rate must be a number' }).min(1, { error: 'Rate must be at least 1' }),
  information: z.array(informationRowSchema).max(2, { error: 'At most 2 properties' }),
  address: z.object({ city: requiredText('City is required') }),
});
const validate = zodValidate(schema);
const valid = { name: 'Drill', rate: 3, information: [{ key: 'Power', value: 'Diesel' }], address: { city: 'Pune' } };

describe('zodValidate: zod issues as react-admin form errors', () => {
  it('returns no errors for valid values', () => {
    expect(validate(valid)).toEqual({});
  });

  it("puts the schema's own message at each failing field", () => {
    expect(validate({ ...valid, name: '  ', rate: null, address: { city: '' } })).toEqual({
      name: 'Name is required',
      rate: 'Rate must be a number',
      address: { city: 'City is required' },
    });
  });

  it('keeps only the first message of a field', () => {
    const code = z.object({ code: z.string().min(3, { error: 'Too short' }).regex(/^\d+$/, { error: 'Digits only' }) });
    expect(zodValidate(code)({ code: 'ab' })).toEqual({ code: 'Too short' });
    expect(zodValidate(code)({ code: 'abc' })).toEqual({ code: 'Digits only' });
  });

  it('shapes row errors like the rows, with empty objects for the valid ones', () => {
    const information = [
      { key: 'Power', value: 'Diesel' },
      { key: ' ', value: '' },
    ];
    expect(validate({ ...valid, information })).toEqual({
      information: [{}, { key: 'Property name is required', value: 'Property value is required' }],
    });
  });

  it('gives a message about the whole list at the list', () => {
    const row = { key: 'a', value: 'b' };
    expect(validate({ ...valid, information: [row, row, row] })).toEqual({ information: 'At most 2 properties' });
  });
});
