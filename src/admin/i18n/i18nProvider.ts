import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { activeLanguage, isLanguage, setActiveLanguage } from './activeLanguage';
import { keyOfText } from './serverTexts';
import { TEXT_NAMESPACE } from './text';

const english: TranslationMessages = { ...englishMessages, [TEXT_NAMESPACE]: messages };

/** English comes with the app; Hindi is fetched only by whoever chooses it. */
const messagesOf = (language: string): TranslationMessages | Promise<TranslationMessages> =>
  language === 'hi' ? import('./hi/hindiMessages').then((m) => m.hindiMessages) : english;

/**
 * react-admin's texts plus ours (spec §2, §5, §8) under 'app'. Missing keys are allowed because
 * server messages are notified as they come: in English they are shown as they are, in another
 * language those that are our texts are translated (serverTexts.ts).
 */
const polyglot = polyglotI18nProvider(
  messagesOf,
  DEFAULT_LANGUAGE,
  LANGUAGES.map((language) => ({ locale: language, name: LANGUAGE_NAMES[language] })),
  { allowMissing: true },
);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) =>
    polyglot.translate(activeLanguage() === DEFAULT_LANGUAGE ? key : (keyOfText(key) ?? key), options),
  changeLocale: async (locale) => {
    if (!isLanguage(locale)) throw new Error(`No texts in the language '${locale}'`);
    await polyglot.changeLocale(locale);
    setActiveLanguage(locale);
  },
};
