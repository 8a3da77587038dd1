import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';

export interface SaveToasts {
  /** Shown while saving when the spec names one, e.g. 'Creating category...'. */
  progress?: string;
  success: string;
  /** Spec §8: shown only when the failure carries neither a server message nor one of its own. */
  fallback: string;
  /** Shows a server's message in the user's language (i18n/serverTexts.ts). */
  translate: (message: string) => string;
}

/**
 * Spec §8 for a dialog's save: the success toast, or the server's message, else the error's
 * own, else the fallback. With a progress toast, the result replaces it (one toast, not two).
 * Rethrows, so the dialog stays open with what was typed.
 */
export const saveWithToasts = async (toasts: SaveToasts, save: () => Promise<unknown>): Promise<void> => {
  const id = toasts.progress === undefined ? undefined : toast.loading(toasts.progress);
  try {
    await save();
  } catch (error) {
    toast.error(toasts.translate(errorMessage(error, toasts.fallback)), { id });
    throw error;
  }
  toast.success(toasts.success, { id });
};
