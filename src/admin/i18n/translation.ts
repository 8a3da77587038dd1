/**
 * A translation of a tree of texts: the same keys, nested alike, each leaf a string. Assigned an
 * object literal, a missing key and an extra one are both type errors.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
