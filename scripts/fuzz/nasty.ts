import fc from 'fast-check';

/**
 * A deeply nested value stands in a generated value as a marker string, written out only in the
 * JSON text (`withDeepValues`): JSON.stringify, and fast-check's printing, would overflow the stack.
 */
const DEEP = '\u0001deep:';

/** Strings a client should never be trusted with: 100 k characters, NUL, numbers in disguise. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '-1',
    '0',
    '1e308',
    '9007199254740993',
    '1.5',
    '0x10',
    'NaN',
    'Infinity',
    '\u0000',
    '\ud800',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constantFrom(100_000, 10_000).map((n) => 'x'.repeat(n)),
);

/** Numbers at and past every edge: 1e308, -1, 2^53 + 1, fractions, -0. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e308, -1e308, -1, 0, -0, 0.5, -0.5, 2 ** 53 + 1, -(2 ** 53) - 1, 2 ** 31, 1e9, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value a field could wrongly hold: other types, arrays for objects, objects for strings. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyString,
  nastyNumber,
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(200, 5000).map((depth) => `${DEEP}${depth}`),
);

/** Arrays and objects nested `depth` levels, as JSON text. */
const deepText = (depth: number) => `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;

/** JSON text with every deep-value marker replaced by the nesting it stands for. */
export const withDeepValues = (json: string) =>
  json.replace(/"\\u0001deep:(\d+)"/g, (_marker, depth: string) => deepText(Number(depth)));

/** JSON text no JSON.stringify writes: prototype keys, deep nesting built as text, broken syntax. */
export const nastyJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":{"__proto__":{"x":1}}}',
    '{',
    '{"a":}',
    "{'a':1}",
    '[1,2,',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    '\u0000',
    '\ufeff{}',
    '',
    '   ',
    'null',
    '[]',
    '"text"',
    '1e999',
  ),
  fc.constantFrom(5000, 100_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(5000, 100_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ maxLength: 30 }),
);
