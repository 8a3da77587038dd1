import { messages } from '../../shared/messages';

type KeyTree<T, Prefix extends string> = {
  readonly [K in keyof T & string]: T[K] extends string ? `${Prefix}.${K}` : KeyTree<T[K], `${Prefix}.${K}`>;
};

const keysOf = <T extends object, Prefix extends string>(tree: T, prefix: Prefix): KeyTree<T, Prefix> =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${prefix}.${key}` : keysOf(value as object, `${prefix}.${key}`),
    ]),
  ) as KeyTree<T, Prefix>;

/** The i18nProvider's namespace for the app's texts. */
export const TEXT_NAMESPACE = 'app';

/**
 * Translation keys shaped like src/shared/messages.ts, so a typo is a type error:
 * `translate(text.password.fillAll)` gives 'Please fill in all fields'.
 */
export const text = keysOf(messages, TEXT_NAMESPACE);
