import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { text } from '../../i18n/text';

/**
 * Spec §5 "Change password", checked in this order; the text key of the first failure.
 * `currentPassword` is undefined unless the screen asks for it (beyond the spec), and then counts
 * among "all fields".
 */
export const passwordChangeProblem = (
  password: string,
  confirmation: string,
  currentPassword?: string,
): string | null => {
  if (!password || !confirmation || currentPassword === '') return text.password.fillAll;
  if (password !== confirmation) return text.password.mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return text.password.tooShort;
  return null;
};
