import { z } from 'zod';
import { optionalText, requiredText } from '../../../src/shared/contract/common';
import { recordContract } from '../../../src/shared/contract/recordContract';

/** A record entity in the spec's call style, as a developer would declare one. */
export const yardContract = recordContract({
  base: '/yards',
  calls: { style: 'spec', noun: 'yard', idKey: 'yardId' },
  fields: {
    name: requiredText('Name is required'),
    address: optionalText(200, 'Address is too long'),
    pincode: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string()
        .regex(/^\d{6}$/, { error: 'Pincode must be 6 digits' })
        .nullish(),
    ),
    capacity: z.number({ error: 'Capacity must be 0 or more' }).int().min(0, { error: 'Capacity must be 0 or more' }),
    isOpen: z.boolean().default(true),
  },
  record: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    pincode: z.string().nullable(),
    capacity: z.number(),
    isOpen: z.boolean(),
  }),
});
