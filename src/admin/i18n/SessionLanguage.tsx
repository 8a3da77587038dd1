import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useSession } from '../api/AdminApiContext';

/**
 * Keeps react-admin's locale on the session's language: a sign-in, a sign-out (English) and the
 * user's choice in the user menu change it; react-admin then loads the texts and re-renders.
 */
export const SessionLanguage = () => {
  const { language } = useSession();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
};
