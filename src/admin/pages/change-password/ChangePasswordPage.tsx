import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { useAdminApi, useSession } from '../../api/AdminApiContext';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { text } from '../../i18n/text';
import { passwordChangeProblem } from './passwordChangeProblem';

type Outcome = { severity: 'success' | 'error'; message: string };

/**
 * Spec §2, §4 "Password save", §5, §8 "Password". Beyond the spec: when the server wants the
 * current password (the sign-in is not recent), a Current Password field comes first and is sent.
 */
export const ChangePasswordPage = () => {
  const translate = useTranslate();
  const { authProvider } = useAdminApi();
  const { mustChangePassword } = useSession();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // Undefined until the server asks for it.
  const [currentPassword, setCurrentPassword] = useState<string | undefined>(undefined);
  const [currentRefused, setCurrentRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const currentInput = useRef<HTMLInputElement>(null);
  const askingCurrent = currentPassword !== undefined;
  // The field appears after a refusal: the keyboard goes to it, where the next key belongs.
  useEffect(() => {
    if (askingCurrent) currentInput.current?.focus();
  }, [askingCurrent]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(password, confirmation, currentPassword);
    if (problem) {
      setOutcome({ severity: 'error', message: translate(problem) });
      return;
    }
    setOutcome(null);
    setSaving(true);
    const toastId = toast.loading(translate(text.password.saving));
    try {
      await authProvider.changePassword(currentPassword === undefined ? { password } : { password, currentPassword });
      toast.success(translate(text.password.updatedToast), { id: toastId });
      setOutcome({ severity: 'success', message: translate(text.password.changedInline) });
      setPassword('');
      setConfirmation('');
      // The fresh token is a new sign-in: the next change needs no current password for a while.
      setCurrentPassword(undefined);
      setCurrentRefused(false);
    } catch (error) {
      const message = translate(errorMessage(error, translate(text.password.failed)));
      const asksCurrent = 'currentPassword' in serverFieldErrors(error);
      if (asksCurrent) setCurrentPassword((typed) => typed ?? '');
      setCurrentRefused(asksCurrent);
      toast.error(message, { id: toastId });
      setOutcome({ severity: 'error', message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Title title={text.password.title} preferenceKey={false} />
      {mustChangePassword && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="must-change-password">
          {translate(text.auth.mustChangePassword)}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate(text.password.description)}
          </Typography>
          <form noValidate onSubmit={onSubmit} data-testid="change-password-form">
            {currentPassword !== undefined && (
              <TextField
                label={translate(text.password.currentPassword)}
                type="password"
                name="currentPassword"
                autoComplete="current-password"
                inputRef={currentInput}
                fullWidth
                margin="normal"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
                error={currentRefused}
                disabled={saving}
              />
            )}
            <TextField
              label={translate(text.password.newPassword)}
              type="password"
              name="password"
              autoComplete="new-password"
              fullWidth
              margin="normal"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={saving}
            />
            <TextField
              label={translate(text.password.confirmPassword)}
              type="password"
              name="confirmation"
              autoComplete="new-password"
              fullWidth
              margin="normal"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              disabled={saving}
            />
            {outcome && (
              <Alert
                severity={outcome.severity}
                role={outcome.severity === 'error' ? 'alert' : 'status'}
                data-testid="change-password-outcome"
                sx={{ mt: 2 }}
              >
                {outcome.message}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              sx={{ mt: 2 }}
              data-testid="change-password-submit"
            >
              {translate(saving ? text.password.savingButton : text.password.save)}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
};
