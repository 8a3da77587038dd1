import { beforeAll, describe, expect, it } from 'vitest';
import { acceptRequestBody, LOOKS_BLANK } from '../samples';
import { withTestApp } from './helper';
import { freshAddress, UNKNOWN_ID } from './helpers/http';
import { documentValidators } from './helpers/openapi';

/**
 * Issue 25, "The API contract": `/api/docs/json` states the rules the server enforces. Each
 * value below is judged twice, by the served document (ajv) and by the server (the same body
 * injected): valid for the document -> not a 400, invalid -> a 400.
 */
const t = withTestApp({ users: ['admin', 'vendorA'] });
let validators: Awaited<ReturnType<typeof documentValidators>>;
beforeAll(async () => {
  validators = await documentValidators(t.app);
});

type Who = 'admin' | 'vendorA' | 'anonymous';
interface Call {
  method: 'GET' | 'POST';
  path: string;
  who: Who;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}
/** One rule: the field, where it travels, and values on either side of it. */
interface Rule {
  rule: string;
  call: Call;
  in: 'body' | 'query';
  field: string;
  valid: readonly unknown[];
  invalid: readonly unknown[];
}

/** Text that looks blank, and the empty text. */
const BLANK = ['', ...LOOKS_BLANK];
const required = (rule: string, call: Call, field: string, visible: string): Rule => ({
  rule: `${rule}: ${field} must show a character`,
  call,
  in: 'body',
  field,
  valid: [visible, `${visible}\u200b`],
  invalid: BLANK,
});

const signup: Call = {
  method: 'POST',
  path: '/api/v1/auth/vendor-signup',
  who: 'anonymous',
  body: { name: 'Shop', email: 'shop@example.com', mobile: '9876543210', password: 'secret6' },
};
const accept: Call = {
  method: 'POST',
  path: '/api/v1/seller-requests/accept-request',
  who: 'admin',
  body: acceptRequestBody(UNKNOWN_ID),
};
const variant: Call = {
  method: 'POST',
  path: '/api/v1/products/add-product-variant',
  who: 'vendorA',
  body: { productId: UNKNOWN_ID, color: '#000000', size: 'M', unitPrice: 10, unitName: 'bag', stock: 1 },
};
const product: Call = {
  method: 'POST',
  path: '/api/v1/products/add-product',
  who: 'vendorA',
  body: { name: 'Cement' },
};
const category: Call = {
  method: 'POST',
  path: '/api/v1/categories/create',
  who: 'admin',
  body: { name: 'Bricks', description: 'Red' },
};
const equipment: Call = {
  method: 'POST',
  path: '/api/v1/equipments/add-equipment',
  who: 'admin',
  body: { name: 'Mixer', dailyRate: 10, unitName: 'day' },
};
const provider: Call = {
  method: 'POST',
  path: '/api/v1/service-providers/add-service-provider',
  who: 'admin',
  body: { name: 'Ravi', speciality: 'Plumber', unitName: 'hour' },
};
const notification: Call = {
  method: 'POST',
  path: '/api/v1/admin-notifications/send',
  who: 'admin',
  body: { title: 'Hello', message: 'Hi' },
};
const allOrders: Call = { method: 'POST', path: '/api/v1/order/all-orders', who: 'admin', body: { pageNumber: 0 } };
const statusLists: readonly (Call & { statuses: readonly string[]; refused: string })[] = [
  { ...allOrders, statuses: ['PENDING'], refused: 'COMPLETED' },
  {
    method: 'POST',
    path: '/api/v1/order/all-vendor-orders',
    who: 'vendorA',
    body: { pageNumber: 0 },
    statuses: ['SHIPPED'],
    refused: 'COMPLETED',
  },
  {
    method: 'POST',
    path: '/api/v1/equipment-rentals/get-all-rental-orders',
    who: 'admin',
    body: { pageNumber: 0 },
    statuses: ['COMPLETED'],
    refused: 'SHIPPED',
  },
  {
    method: 'POST',
    path: '/api/v1/service-bookings/all-booked-services',
    who: 'admin',
    body: { pageNumber: 0 },
    statuses: ['CONFIRMED'],
    refused: 'COMPLETED',
  },
];
const sellerRequests: Call = { method: 'GET', path: '/api/v1/seller-requests/', who: 'admin', query: {} };
const materials: Call = { method: 'GET', path: '/api/v1/products/get-vendor-products', who: 'vendorA', query: {} };

const IMAGE_URLS = {
  valid: ['', 'https://cdn.example.com/a.png', 'http://example.com/images/a%20b.png?size=2'],
  invalid: ['not a url', 'ftp://example.com/a.png', 'http://exa mple.com/a.png', 'javascript:alert(1)', 'https://'],
};

const RULES: readonly Rule[] = [
  {
    rule: 'email format',
    call: signup,
    in: 'body',
    field: 'email',
    valid: ['shop.owner@example.com'],
    invalid: ['not-an-email', 'a@b', 'a b@example.com'],
  },
  {
    rule: 'email format',
    call: accept,
    in: 'body',
    field: 'email',
    valid: ['seller@example.com'],
    invalid: ['seller@example', 'seller example.com'],
  },
  {
    rule: '10-digit mobile',
    call: signup,
    in: 'body',
    field: 'mobile',
    valid: ['9876543210'],
    invalid: ['12345', '98765432101', '98765-4321'],
  },
  {
    rule: '6-digit pincode',
    call: accept,
    in: 'body',
    field: 'pincode',
    valid: ['560001'],
    invalid: ['5600', '5600011', '56000a'],
  },
  {
    rule: 'password of 6 or more',
    call: signup,
    in: 'body',
    field: 'password',
    valid: ['secret', 'a much longer password'],
    invalid: ['', 'abc', 'five5'],
  },
  {
    rule: 'hex colour',
    call: variant,
    in: 'body',
    field: 'color',
    valid: ['#a1B2c3', '#fff'],
    invalid: ['red', '#12345', '#ggg'],
  },
  {
    rule: 'price in cents',
    call: variant,
    in: 'body',
    field: 'unitPrice',
    valid: [19.99, 0.3, 0.1 + 0.2, 1234567.89],
    invalid: [19.999, 0.001, 0.015],
  },
  { rule: 'image URL', call: variant, in: 'body', field: 'imageUrl', ...IMAGE_URLS },
  { rule: 'image URL', call: category, in: 'body', field: 'imageUrl', ...IMAGE_URLS },
  { rule: 'image URL', call: equipment, in: 'body', field: 'imageUrl', ...IMAGE_URLS },
  { rule: 'image URL', call: provider, in: 'body', field: 'imageUrl', ...IMAGE_URLS },
  {
    rule: 'single name/value information entries',
    call: product,
    in: 'body',
    field: 'information',
    valid: [[{ Power: 'Diesel' }], [{ Power: 'Diesel\u200d' }], []],
    invalid: [[{}], [{ Power: 'Diesel', Fuel: 'Petrol' }], [{ Power: '  ' }], [{ Power: '\u200b' }], [{ Power: 1 }]],
  },
  ...statusLists.map(
    (call): Rule => ({
      rule: 'page sizes 10, 20, 50',
      call,
      in: 'body',
      field: 'pageSize',
      valid: [10, 20, 50],
      invalid: [5, 15, 0, 100, 10.5, '10'],
    }),
  ),
  {
    rule: 'materials page sizes 5, 10, 20, 50',
    call: materials,
    in: 'query',
    field: 'pageSize',
    valid: ['5', '10', '20', '50'],
    invalid: ['15', '0', 'abc', '100'],
  },
  ...statusLists.map(
    (call): Rule => ({
      rule: "status filter: '' is every status",
      call,
      in: call === statusLists[0] ? 'body' : 'query',
      field: 'status',
      valid: ['', ...call.statuses],
      invalid: [call.refused, 'ALL', 'pending'],
    }),
  ),
  {
    rule: "seller requests' status filter: '' is ALL",
    call: sellerRequests,
    in: 'query',
    field: 'status',
    valid: ['', 'ALL', 'PENDING'],
    invalid: ['pending', 'NONE'],
  },
  required('sign-up', signup, 'name', 'Shop'),
  ...(['name', 'ownerName', 'address', 'city', 'state'] as const).map((field) =>
    required('accept request', accept, field, 'Shop'),
  ),
  required('product', product, 'name', 'Cement'),
  ...(['size', 'unitName'] as const).map((field) => required('variant', variant, field, 'Bag')),
  required('category', category, 'name', 'Tiles'),
  required('category', category, 'description', 'Red'),
  required('equipment', equipment, 'name', 'Crane'),
  required('service provider', provider, 'name', 'Asha'),
  required('notification', notification, 'title', 'Hello'),
  required('notification', notification, 'message', 'Hi'),
];

let serial = 0;
/** A valid body's unique fields made unique, so a valid case is never refused as a duplicate. */
const unique = (call: Call, body: Record<string, unknown>) => {
  serial += 1;
  if (call === signup && body.email === signup.body?.email) return { ...body, email: `shop${serial}@example.com` };
  if (call === category || call === equipment) return { ...body, name: `${String(body.name)} ${serial}` };
  return body;
};

async function send(call: Call, body: Record<string, unknown> | undefined, query: Record<string, string>) {
  const caller = call.who === 'anonymous' ? t.anonymous : t[call.who];
  const search = new URLSearchParams(query).toString();
  return caller.inject({
    method: call.method,
    url: search ? `${call.path}?${search}` : call.path,
    // Sign-up is rate limited per address.
    remoteAddress: freshAddress(),
    ...(body ? { payload: body } : {}),
  });
}

describe('the OpenAPI document and the server agree', () => {
  it.each(RULES.map((rule) => [`${rule.rule} (${rule.call.path})`, rule] as const))('%s', async (_name, rule) => {
    const judge = rule.in === 'body' ? validators.body : validators.query;
    const validate = judge(rule.call.method, rule.call.path);
    const cases = [
      ...rule.valid.map((value) => ({ value, valid: true })),
      ...rule.invalid.map((value) => ({ value, valid: false })),
    ];
    for (const { value, valid } of cases) {
      const query = { ...rule.call.query, ...(rule.in === 'query' ? { [rule.field]: String(value) } : {}) };
      const given = rule.in === 'body' ? { ...rule.call.body, [rule.field]: value } : rule.call.body;
      const body = given && (valid ? unique(rule.call, given) : given);
      const checked = structuredClone(rule.in === 'body' ? body : query);
      const what = `${rule.field} = ${JSON.stringify(value)}`;
      expect(validate(checked), `document, ${what}: ${JSON.stringify(validate.errors)}`).toBe(valid);
      const res = await send(rule.call, body, query);
      if (valid) expect([400, 401, 403, 405], `server, ${what}: ${res.body}`).not.toContain(res.statusCode);
      else expect(res.statusCode, `server, ${what}: ${res.body}`).toBe(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});
