import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from '../../shared/constants';

let active: Language = DEFAULT_LANGUAGE;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The language the texts are in now; the i18nProvider sets it once a language's texts have loaded. */
export const activeLanguage = (): Language => active;

export const setActiveLanguage = (language: Language): void => {
  active = language;
};

/**
 * The Intl locale numbers and dates are formatted in (formatters.ts). A change of language
 * re-renders the whole app (react-admin's I18nContextProvider), so every figure is formatted again.
 */
export const intlLocale = (): string => INTL_LOCALES[active];
