/**
 * Characters PostgreSQL cannot store: NUL (refused in text and jsonb) and lone UTF-16
 * surrogates (not Unicode at all; the driver would silently turn them into U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what it must find.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (value: string) => !UNSTORABLE.test(value);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
};

/**
 * The path ("information.0.Power", "body" for the value itself) of the first string or object
 * key in a parsed request value that PostgreSQL could not store, or null when all are storable.
 * It walks with a stack of its own, not by recursion: a body nested 100,000 levels deep fits in
 * the 1 MiB body limit and must be a 400, not a stack overflow.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    // A key is checked just before its value: the key itself stands as a visit of the same path.
    const children = Object.entries(current).flatMap(([key, inner]) => [
      { value: key, key, parent: visit },
      { value: inner, key, parent: visit },
    ]);
    // Reversed onto the stack, so fields are visited in order and the first bad one is named.
    for (const child of children.reverse()) pending.push(child);
  }
  return null;
}
