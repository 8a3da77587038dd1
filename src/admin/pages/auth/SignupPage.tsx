import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { MOBILE_LENGTH } from '../../../shared/constants';
import { vendorSignupBodySchema, type VendorSignupBody } from '../../../shared/contract/auth';
import { useAdminApi, useSession } from '../../api/AdminApiContext';
import { errorMessage } from '../../api/errors';
import { CenteredCard } from '../../common/CenteredCard';
import { fieldErrors } from '../../common/fieldErrors';
import { text } from '../../i18n/text';
import { paths } from '../../routes';

type Field = keyof VendorSignupBody;

const fields: ReadonlyArray<{
  name: Field;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string;
  inputMode?: 'numeric';
  maxLength?: number;
}> = [
  { name: 'name', label: text.signup.name, type: 'text', autoComplete: 'organization' },
  { name: 'email', label: text.signup.email, type: 'email', autoComplete: 'email' },
  { name: 'mobile', label: text.signup.mobile, type: 'tel', autoComplete: 'tel-national', hint: text.signup.mobileHint, inputMode: 'numeric', maxLength: MOBILE_LENGTH },
  { name: 'password', label: text.signup.password, type: 'password', autoComplete: 'new-password', hint: text.signup.passwordHint },
];

/** Vendor signup (spec §7 POST /auth/vendor-signup); success signs the vendor in. */
export const SignupPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { authProvider } = useAdminApi();
  const { isAuthenticated } = useSession();
  const [values, setValues] = useState<VendorSignupBody>({ name: '', email: '', mobile: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (isAuthenticated && !submitting) return <Navigate to={paths.home} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vendorSignupBodySchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await authProvider.signup(parsed.data);
      navigate(paths.home, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, translate(text.auth.signupFailed)));
      setSubmitting(false);
    }
  };

  return (
    <CenteredCard
      title={translate(text.signup.title)}
      subtitle={translate(text.signup.subtitle)}
      icon={<StorefrontIcon color="primary" fontSize="large" />}
    >
      <form noValidate onSubmit={onSubmit} data-testid="signup-form" aria-label={translate(text.signup.title)}>
        {failure && (
          <Alert severity="error" role="alert" data-testid="signup-error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={translate(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
            required
            fullWidth
            margin="normal"
            value={values[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? (field.hint && translate(field.hint))}
            disabled={submitting}
            slotProps={{
              htmlInput: {
                'data-testid': `signup-${field.name}`,
                inputMode: field.inputMode,
                maxLength: field.maxLength,
              },
            }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={submitting}
          data-testid="signup-submit"
          sx={{ mt: 2 }}
        >
          {translate(submitting ? text.signup.submitting : text.signup.submit)}
        </Button>
      </form>
      <Typography variant="body2" textAlign="center">
        {translate(text.signup.haveAccount)}{' '}
        <Link component={RouterLink} to={paths.login} data-testid="login-link">
          {translate(text.signup.loginLink)}
        </Link>
      </Typography>
    </CenteredCard>
  );
};
