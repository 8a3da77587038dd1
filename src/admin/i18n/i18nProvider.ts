import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { messages } from '../../shared/messages';
import { TEXT_NAMESPACE } from './text';

/**
 * react-admin's English texts plus ours (spec §2, §5, §8) under 'app'. Missing keys are
 * allowed because server messages are notified as they come, untranslated.
 */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, [TEXT_NAMESPACE]: messages }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
