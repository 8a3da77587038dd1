import type { TranslationMessages } from 'react-admin';
import { TEXT_NAMESPACE } from '../text';
import { hindiTexts } from './appTexts';
import { reactAdminTexts } from './reactAdminTexts';

/** Every Hindi text of the admin: react-admin's, and ours under 'app'. Fetched only when chosen. */
export const hindiMessages: TranslationMessages = { ...reactAdminTexts, [TEXT_NAMESPACE]: hindiTexts };
