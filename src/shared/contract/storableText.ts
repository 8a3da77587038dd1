/**
 * Characters PostgreSQL cannot store: NUL (refused in text and jsonb) and lone UTF-16
 * surrogates (not Unicode at all; the driver would silently turn them into U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what it must find.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/**
 * The path ("information.0.Power", "body" for the value itself) of the first string or object
 * key in a parsed request value that PostgreSQL could not store, or null when all are storable.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  const here = path || 'body';
  if (typeof value === 'string') return isStorableText(value) ? null : here;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return innerPath;
    const found = findUnstorableText(inner, innerPath);
    if (found) return found;
  }
  return null;
}
