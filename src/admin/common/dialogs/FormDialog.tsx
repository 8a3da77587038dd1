import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, styled, useTheme } from '@mui/material';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Form, RecordContext, useTranslate, type ValidateForm } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { DIALOG_RESET_DELAY_MS } from '../../../shared/constants';
import { serverFieldErrors } from '../../api/errors';
import { text } from '../../i18n/text';
import { type DialogGuard, DialogGuardContext, type Discard } from './dialogDiscard';

export interface FormDialogProps<Values extends FieldValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's initial values. */
  defaultValues: Values;
  /** Form-level validation, usually zodValidate(schema). */
  validate?: ValidateForm;
  /** Saves; a throw keeps the dialog open with the values as they are. */
  onSubmit: (values: Values) => Promise<void>;
  /** An extra rule for enabling the submit button (spec §5 "Add" rules). */
  canSubmit?: (values: Values) => boolean;
  /** The submit button's text; 'Save' unless given. */
  submitLabel?: string;
  testId?: string;
  /**
   * The field (its name) to focus once the dialog has opened. For a dialog over another: the
   * dialog under it still holds the focus trap as its first field mounts, and takes autoFocus back.
   */
  focusOnOpen?: string;
  children: ReactNode;
}

const SubmitButton = <Values extends FieldValues>({
  submitting,
  busy,
  canSubmit,
  label,
}: {
  submitting: boolean;
  busy: boolean;
  canSubmit?: (values: Values) => boolean;
  label: string;
}) => {
  const translate = useTranslate();
  // The inputs edit the default values' shape, so the watched values have it too.
  const values = useWatch() as Values;
  const allowed = canSubmit ? canSubmit(values) : true;
  return (
    <Button type="submit" variant="contained" disabled={submitting || busy || !allowed} data-testid="dialog-submit">
      {submitting ? translate(text.general.saving) : label}
    </Button>
  );
};

/** Focuses the dialog's field `name`, unless the user has already moved to another element in it. */
const focusField = (dialog: HTMLElement, name: string) => {
  const active = document.activeElement;
  if (active && dialog.contains(active) && active.getAttribute('tabindex') !== '-1') return;
  dialog.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
};

/**
 * The form sits between the dialog's paper and its parts, so it must pass the paper's column
 * layout on: then the content scrolls and the buttons stay put. Otherwise a field's message
 * appearing on blur moves the Save button between press and release, and the click is lost.
 */
/** Stable: react-admin resets the form whenever this object changes. */
const KEEP_CHANGES = { keepDirtyValues: true } as const;

const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

/**
 * An Add / Edit dialog holding a react-admin <Form>, so react-admin inputs work inside it.
 * Errors show once a field is left, then as it changes; the server's field errors show under
 * the matching inputs. Closing unmounts the form after the exit transition, which lasts
 * spec §9's reset delay, so the next opening starts from the default values.
 */
export const FormDialog = <Values extends FieldValues>({
  open,
  onClose,
  title,
  defaultValues,
  validate,
  onSubmit,
  canSubmit,
  submitLabel,
  testId,
  focusOnOpen,
  children,
}: FormDialogProps<Values>) => {
  const translate = useTranslate();
  const theme = useTheme();
  const titleId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [work, setWork] = useState(0);
  const discards = useRef(new Set<Discard>());
  const busy = work > 0;

  const guard = useMemo<DialogGuard>(
    () => ({
      registerDiscard: (discard) => {
        discards.current.add(discard);
        return () => {
          discards.current.delete(discard);
        };
      },
      startWork: () => {
        setWork((count) => count + 1);
        return () => setWork((count) => count - 1);
      },
    }),
    [],
  );

  const cancel = useCallback(() => {
    if (submitting || busy) return;
    for (const discard of discards.current) discard();
    onClose();
  }, [submitting, busy, onClose]);

  const submit = async (values: FieldValues): Promise<Record<string, string> | undefined> => {
    setSubmitting(true);
    try {
      // The inputs edit the default values' shape, so the submitted values have it too.
      await onSubmit(values as Values);
      onClose();
    } catch (error) {
      // react-admin's Form puts these under the inputs they name.
      return serverFieldErrors(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      transitionDuration={{ enter: theme.transitions.duration.enteringScreen, exit: DIALOG_RESET_DELAY_MS }}
      data-testid={testId}
      slotProps={{ transition: { onEntered: (node: HTMLElement) => focusOnOpen && focusField(node, focusOnOpen) } }}
    >
      {/*
        react-admin's Form would merge the row's record (the list's RecordContext) into the
        values and reset them whenever the list refetches; the dialog's own default values are
        the whole truth, and a refetch keeps what the user has already changed.
      */}
      <RecordContext.Provider value={undefined}>
        <DialogForm
          defaultValues={defaultValues}
          resetOptions={KEEP_CHANGES}
          // Messages show under the inputs, and a failed save says why in its own toast.
          disableInvalidFormNotification
          validate={validate}
          onSubmit={submit}
          mode="onTouched"
          noValidate
        >
          <DialogGuardContext.Provider value={guard}>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={1}>{children}</Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={cancel} disabled={submitting || busy}>
                {translate(text.general.cancel)}
              </Button>
              <SubmitButton<Values>
                submitting={submitting}
                busy={busy}
                canSubmit={canSubmit}
                label={submitLabel ?? translate(text.general.save)}
              />
            </DialogActions>
          </DialogGuardContext.Provider>
        </DialogForm>
      </RecordContext.Provider>
    </Dialog>
  );
};
