import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { type ExternalToast, Toaster, toast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../shared/constants';
import { useThemeMode } from './theme/ThemeModeProvider';

const show = { info: toast.info, success: toast.success, warning: toast.warning, error: toast.error } as const;

/**
 * The app's one toast area (spec §2, §9): sonner's Toaster, whose defaults are the spec's
 * width (356 px) and swipe threshold (45 px). react-admin's useNotify is routed here, so
 * its notices and the toasts our pages raise with sonner directly share the same place.
 */
export const ToastNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { resolved } = useThemeMode();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new notification is what runs the effect; it takes the notifications itself.
  useEffect(() => {
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions = {} } = notification;
    const { autoHideDuration, messageArgs, undoable } = notificationOptions;
    const options: ExternalToast = {
      duration: autoHideDuration === null ? Infinity : (autoHideDuration ?? undefined),
    };
    if (undoable) {
      // An undoable change is sent when its toast goes away, unless Undo was chosen first.
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutation()?.({ isUndo });
      };
      options.action = { label: translate('ra.action.undo'), onClick: () => settle(true) };
      options.onDismiss = () => settle(false);
      options.onAutoClose = () => settle(false);
    }
    show[type](typeof message === 'string' ? translate(message, messageArgs) : message, options);
  }, [notifications, takeNotification, takeMutation, translate]);

  return <Toaster theme={resolved} duration={TOAST_DURATION_MS} visibleToasts={TOAST_MAX_VISIBLE} closeButton />;
};
