import { z } from 'zod';
import {
  CONTACT_LENGTH,
  MAX_AMOUNT,
  MAX_BUFFER_MINUTES,
  MIN_RATE,
  SERVICE_PROVIDER_UNITS,
  SPECIALITIES,
} from '../constants';
import { messages } from '../messages';
import { idSchema, imageUrlSchema, looksBlank, optionalCount, requiredText } from './common';
import { recordContract } from './recordContract';

const m = messages.serviceProvider;

export const OTHER_SPECIALITY = 'Other' satisfies (typeof SPECIALITIES)[number];

/** Blank, or only invisible characters (see requiredText), is "not set". */
const blankToNull = (value: unknown) => (typeof value === 'string' && looksBlank(value) ? null : value);

/**
 * Spec §5 "Service provider edit form", with the wire names of spec §7 (RatePerHour,
 * other_speciality). Blank optional fields mean "not set".
 */
export const serviceProviderFields = {
  name: requiredText(m.nameRequired).max(200, { error: m.nameTooLong }),
  speciality: z.preprocess(blankToNull, z.enum(SPECIALITIES, { error: m.specialityInvalid }).nullable().optional()),
  other_speciality: z.preprocess(
    blankToNull,
    z.string().trim().max(100, { error: m.otherTooLong }).nullable().optional(),
  ),
  RatePerHour: z
    .number({ error: m.rateMin })
    .min(MIN_RATE, { error: m.rateMin })
    .max(MAX_AMOUNT, { error: m.rateMax })
    .nullable()
    .optional(),
  unitName: z.enum(SERVICE_PROVIDER_UNITS, { error: m.unitRequired }),
  contact: z.preprocess(
    blankToNull,
    z
      .string({ error: m.invalidContact })
      .trim()
      .regex(new RegExp(`^\\d{${CONTACT_LENGTH}}$`), { error: m.invalidContact })
      .nullable()
      .optional(),
  ),
  isActive: z.boolean({ error: m.isActiveInvalid }).default(true),
  imageUrl: imageUrlSchema,
  /** Issue 29: minutes kept free after each booking; absent keeps what is stored (0 for a new one). */
  bufferMinutes: optionalCount(MAX_BUFFER_MINUTES, m.bufferInvalid),
};

type ProviderInput = { speciality?: string | null; other_speciality?: string | null };

/** 'Other' needs its text; any other speciality keeps none. */
const otherSpecialityRule = <Body extends ProviderInput>(body: Body, ctx: z.RefinementCtx) => {
  if (body.speciality === OTHER_SPECIALITY && !body.other_speciality) {
    ctx.addIssue({ code: 'custom', path: ['other_speciality'], message: m.otherRequired });
  }
};

const withoutStaleOther = <Body extends ProviderInput>(body: Body): Body => ({
  ...body,
  other_speciality: body.speciality === OTHER_SPECIALITY ? (body.other_speciality ?? null) : null,
});

/** POST /service-providers/add-service-provider; the add form requires a speciality (spec §5). */
export const addServiceProviderBodySchema = z
  .object({
    ...serviceProviderFields,
    speciality: z.preprocess(
      blankToNull,
      z.enum(SPECIALITIES, {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? m.specialityRequired : m.specialityInvalid,
      }),
    ),
  })
  .superRefine(otherSpecialityRule)
  .transform(withoutStaleOther);
export type AddServiceProviderBody = z.infer<typeof addServiceProviderBodySchema>;

/** POST /service-providers/update-service-provider: the form's fields plus id. */
export const updateServiceProviderBodySchema = z
  .object({ id: idSchema, ...serviceProviderFields })
  .superRefine(otherSpecialityRule)
  .transform(withoutStaleOther);
export type UpdateServiceProviderBody = z.infer<typeof updateServiceProviderBodySchema>;

/** Spec §3 Service provider, with its wire names. */
export const serviceProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  speciality: z.string().nullable(),
  other_speciality: z.string().nullable(),
  RatePerHour: z.number().nullable(),
  unitName: z.enum(SERVICE_PROVIDER_UNITS),
  contact: z.string().nullable(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  bufferMinutes: z.number().int(),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;

/**
 * Spec §7 Service providers: POST /service-providers/get-service-provider, /add-service-provider,
 * /update-service-provider, /delete-service-provider; get and delete take { serviceProviderId }.
 */
export const serviceProviderContract = recordContract({
  base: '/service-providers',
  calls: { style: 'spec', noun: 'service-provider', idKey: 'serviceProviderId' },
  fields: serviceProviderFields,
  addBody: addServiceProviderBodySchema,
  updateBody: updateServiceProviderBodySchema,
  record: serviceProviderSchema,
});
