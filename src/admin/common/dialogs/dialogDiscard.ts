import { createContext, useContext, useEffect } from 'react';

/** Something to undo when a dialog is cancelled, e.g. delete an image uploaded but never saved. */
export type Discard = () => void;

/** What an input inside a FormDialog may tell it. */
export interface DialogGuard {
  /** Registers a discard; returns the unregistration. */
  registerDiscard: (discard: Discard) => () => void;
  /** Marks work under way (an upload): Save and Cancel wait for it; returns the end of it. */
  startWork: () => () => void;
}

export const DialogGuardContext = createContext<DialogGuard | null>(null);

/**
 * Runs `discard` when the enclosing FormDialog is cancelled (not when it is saved). Outside a
 * FormDialog it does nothing. `discard` should be stable (useCallback).
 */
export const useDialogDiscard = (discard: Discard) => {
  const guard = useContext(DialogGuardContext);
  useEffect(() => guard?.registerDiscard(discard), [guard, discard]);
};

/** While `busy`, the enclosing FormDialog can be neither saved nor cancelled. */
export const useDialogBusy = (busy: boolean) => {
  const guard = useContext(DialogGuardContext);
  useEffect(() => (busy ? guard?.startWork() : undefined), [guard, busy]);
};
