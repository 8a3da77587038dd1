import { createContext, useContext, useEffect } from 'react';

/** Something to undo when a dialog is cancelled, e.g. delete an image uploaded but never saved. */
export type Discard = () => void;

/** Registers a discard with the enclosing dialog; returns the unregistration. */
type RegisterDiscard = (discard: Discard) => () => void;

export const DialogDiscardContext = createContext<RegisterDiscard | null>(null);

/**
 * Runs `discard` when the enclosing FormDialog is cancelled (not when it is saved). Outside a
 * FormDialog it does nothing. `discard` should be stable (useCallback).
 */
export const useDialogDiscard = (discard: Discard) => {
  const register = useContext(DialogDiscardContext);
  useEffect(() => register?.(discard), [register, discard]);
};
