import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { loginBodySchema, type LoginBody } from '../../../shared/contract/auth';
import { useSession } from '../../api/AdminApiContext';
import { errorMessage } from '../../api/errors';
import { CenteredCard } from '../../common/CenteredCard';
import { fieldErrors } from '../../common/fieldErrors';
import { text } from '../../i18n/text';
import { paths } from '../../routes';

/** Sign in with email and password; the shared login schema checks the fields first. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const { isAuthenticated } = useSession();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginBody, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Already signed in (e.g. a bookmarked /login): go in. During a submit, useLogin redirects.
  if (isAuthenticated && !submitting) return <Navigate to={paths.home} replace />;

  const change = (field: keyof LoginBody) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await login(parsed.data);
    } catch (error) {
      setFailure(errorMessage(error, translate(text.auth.loginFailed)));
      setSubmitting(false);
    }
  };

  return (
    <CenteredCard
      title={translate(text.login.title)}
      subtitle={translate(text.login.subtitle)}
      icon={<LockOutlinedIcon color="primary" fontSize="large" />}
    >
      <form noValidate onSubmit={onSubmit} data-testid="login-form" aria-label={translate(text.login.title)}>
        {failure && (
          <Alert severity="error" role="alert" data-testid="login-error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          label={translate(text.login.email)}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          margin="normal"
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
          disabled={submitting}
          slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
        />
        <TextField
          label={translate(text.login.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
          disabled={submitting}
          slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={submitting}
          data-testid="login-submit"
          sx={{ mt: 2 }}
        >
          {translate(submitting ? text.login.submitting : text.login.submit)}
        </Button>
      </form>
      <Typography variant="body2" textAlign="center">
        {translate(text.login.noAccount)}{' '}
        <Link component={RouterLink} to={paths.signup} data-testid="signup-link">
          {translate(text.login.signupLink)}
        </Link>
      </Typography>
    </CenteredCard>
  );
};
