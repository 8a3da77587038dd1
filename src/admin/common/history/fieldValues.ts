/** The fields the screens show as money (spec §1: ₹ with Indian grouping), by their wire names. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'dailyRate',
  'ratePerHour',
  'unitPrice',
  'finalAmount',
  'totalPrice',
]);

const pairs = (entry: object): string =>
  Object.entries(entry)
    .map(([key, value]) => `${key}: ${plainText(value)}`)
    .join(', ');

/**
 * A snapshot's value as one line of text: a list item by item (information's single pairs as
 * 'name: value'), an object as its pairs. Null and booleans are the caller's, which words them.
 */
export const plainText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(plainText).join('; ');
  if (value !== null && typeof value === 'object') return pairs(value);
  return String(value);
};

/** A money field's value as a number, whether the log kept it as a number or as numeric text. */
export const moneyOf = (value: unknown): number | undefined => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
};
