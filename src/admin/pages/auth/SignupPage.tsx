import StorefrontIcon from '@mui/icons-material/Storefront';
import { useNavigate } from 'react-router-dom';
import { MOBILE_LENGTH } from '../../../shared/constants';
import { type VendorSignupBody, vendorSignupBodySchema } from '../../../shared/contract/auth';
import { useAdminApi } from '../../api/AdminApiContext';
import { text } from '../../i18n/text';
import { paths } from '../../paths';
import { type AuthField, AuthForm } from './AuthForm';

const fields: ReadonlyArray<AuthField<keyof VendorSignupBody>> = [
  { name: 'name', label: text.signup.name, type: 'text', autoComplete: 'organization' },
  { name: 'email', label: text.signup.email, type: 'email', autoComplete: 'email' },
  {
    name: 'mobile',
    label: text.signup.mobile,
    hint: text.signup.mobileHint,
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    maxLength: MOBILE_LENGTH,
  },
  {
    name: 'password',
    label: text.signup.password,
    hint: text.signup.passwordHint,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Vendor signup (spec §7 POST /auth/vendor-signup); success signs the vendor in. */
export const SignupPage = () => {
  const navigate = useNavigate();
  const { authProvider } = useAdminApi();
  return (
    <AuthForm<VendorSignupBody>
      id="signup"
      title={text.signup.title}
      subtitle={text.signup.subtitle}
      icon={<StorefrontIcon color="primary" fontSize="large" />}
      fields={fields}
      schema={vendorSignupBodySchema}
      submit={text.signup.submit}
      submitting={text.signup.submitting}
      fallback={text.auth.signupFailed}
      send={async (body) => {
        await authProvider.signup(body);
        navigate(paths.home, { replace: true });
      }}
      other={{ prompt: text.signup.haveAccount, link: text.signup.loginLink, to: paths.login, testId: 'login-link' }}
    />
  );
};
