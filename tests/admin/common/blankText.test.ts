import { describe, expect, it } from 'vitest';
import { zodValidate } from '../../../src/admin/common/forms/zodValidate';
import { categoryForm } from '../../../src/admin/resources/categories/categoryForm';
import { equipmentForm } from '../../../src/admin/resources/equipment/equipmentForm';
import { productForm } from '../../../src/admin/resources/materials/productForm';
import { variantForm } from '../../../src/admin/resources/materials/variantForm';
import { validateAccept } from '../../../src/admin/resources/seller-requests/acceptForm';
import { serviceProviderForm } from '../../../src/admin/resources/service-providers/serviceProviderForm';
import { sendNotificationBodySchema } from '../../../src/shared/contract/admin-notifications';
import { vendorSignupBodySchema } from '../../../src/shared/contract/auth';
import { informationRowSchema } from '../../../src/shared/contract/common';
import { messages } from '../../../src/shared/messages';
import { acceptRequestBody, LOOKS_BLANK } from '../../samples';

type Validate = (values: Record<string, unknown>) => Record<string, unknown>;

const UUID = '00000000-0000-4000-8000-000000000000';
const accept = acceptRequestBody(UUID);

/** Each form's validation, its starting values made valid, and its required texts with their messages. */
const FORMS: readonly {
  form: string;
  validate: Validate;
  values: Record<string, unknown>;
  required: Record<string, string>;
}[] = [
  {
    form: 'category',
    validate: categoryForm.validate as Validate,
    values: { ...categoryForm.newValues, name: 'Tiles', description: 'Red' },
    required: { name: messages.category.nameRequired, description: messages.category.descriptionRequired },
  },
  {
    form: 'equipment',
    validate: equipmentForm.validate as Validate,
    values: { ...equipmentForm.newValues, name: 'Crane', dailyRate: 10, unitName: 'day' },
    required: { name: messages.equipment.nameRequired },
  },
  {
    form: 'service provider',
    validate: serviceProviderForm.validate as Validate,
    values: { ...serviceProviderForm.newValues, name: 'Asha', speciality: 'Plumber', unitName: 'hour' },
    required: { name: messages.serviceProvider.nameRequired },
  },
  {
    form: 'product',
    validate: productForm.validate as Validate,
    values: { ...productForm.newValues, name: 'Cement' },
    required: { name: messages.product.nameRequired },
  },
  {
    form: 'variant',
    validate: variantForm(UUID).validate as Validate,
    values: { ...variantForm(UUID).newValues, size: 'M', unitPrice: 10, stock: 1 },
    required: { size: messages.variant.sizeRequired, unitName: messages.variant.unitNameRequired },
  },
  {
    form: 'accept seller request',
    validate: validateAccept as Validate,
    values: accept,
    required: {
      name: messages.sellerRequest.shopNameRequired,
      ownerName: messages.sellerRequest.ownerNameRequired,
      address: messages.sellerRequest.addressRequired,
      city: messages.sellerRequest.cityRequired,
      state: messages.sellerRequest.stateRequired,
    },
  },
  {
    form: 'send notification',
    validate: zodValidate(sendNotificationBodySchema) as Validate,
    values: { title: 'Hello', message: 'Hi' },
    required: { title: messages.notification.titleAndMessage, message: messages.notification.titleAndMessage },
  },
  {
    form: 'sign-up',
    validate: zodValidate(vendorSignupBodySchema) as Validate,
    values: { name: 'Shop', email: 'shop@example.com', mobile: '9876543210', password: 'secret6' },
    required: { name: messages.auth.nameRequired },
  },
  {
    form: 'information row',
    validate: zodValidate(informationRowSchema) as Validate,
    values: { key: 'Power', value: 'Diesel' },
    required: { key: messages.information.nameRequired, value: messages.information.valueRequired },
  },
];

it("the service provider form asks for Other's text when it is only invisible characters", () => {
  const values = { ...serviceProviderForm.newValues, name: 'Asha', speciality: 'Other', unitName: 'hour' as const };
  for (const blank of LOOKS_BLANK)
    expect(serviceProviderForm.validate({ ...values, other_speciality: blank })).toEqual({
      other_speciality: messages.serviceProvider.otherRequired,
    });
});

describe.each(FORMS)('the $form form', ({ validate, values, required }) => {
  it('starts valid', () => {
    expect(validate(values)).toEqual({});
  });

  it.each(Object.entries(required))('refuses a %s made only of invisible characters', (field, message) => {
    for (const blank of LOOKS_BLANK)
      expect(validate({ ...values, [field]: blank })[field], JSON.stringify(blank)).toBe(message);
  });

  it.each(Object.keys(required))('keeps a %s with visible characters beside invisible ones', (field) => {
    expect(validate({ ...values, [field]: 'A\u200d\u200bB\u202c' })).toEqual({});
  });
});
