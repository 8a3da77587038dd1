/**
 * An `ilike` pattern matching `text` anywhere: the user's `%`, `_` and `\` are escaped (`\` is
 * `like`'s default escape), so they match themselves rather than any text.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
