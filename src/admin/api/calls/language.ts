import type { Language } from '../../../shared/constants';
import { type LanguageBody, languageResponseSchema } from '../../../shared/contract/auth';
import type { Call } from './call';

/** POST /auth/language: the signed-in user's admin language, kept on the account (issue 26). */
export const setLanguageCall: Call<LanguageBody, Language> = {
  method: 'POST',
  path: '/auth/language',
  body: (params) => params,
  read: (body) => languageResponseSchema.parse(body).language,
};
