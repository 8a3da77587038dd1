import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';

export interface SaveToasts {
  /** Shown while saving, e.g. 'Creating category...'. */
  progress: string;
  success: string;
  /** Used only when the error carries no message of its own. */
  fallback: string;
}

/**
 * Spec §8 category toasts: a progress toast that turns into the success, or into the
 * server's message, else the error's own (one toast, not two). Rethrows so the dialog stays open.
 */
export const saveWithToasts = async (toasts: SaveToasts, save: () => Promise<unknown>): Promise<void> => {
  const id = toast.loading(toasts.progress);
  try {
    await save();
  } catch (error) {
    toast.error(errorMessage(error, toasts.fallback), { id });
    throw error;
  }
  toast.success(toasts.success, { id });
};
