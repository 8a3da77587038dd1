import StorefrontIcon from '@mui/icons-material/Storefront';
import { MOBILE_LENGTH } from '../../../shared/constants';
import { type VendorSignupBody, vendorSignupBodySchema } from '../../../shared/contract/auth';
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

export interface SignupFormProps {
  /** Signs the new vendor up and in; resolves once the session is set and the page is moving on. */
  send: (body: VendorSignupBody) => Promise<void>;
  signedIn: boolean;
}

/** The vendor signup form (spec §7 POST /auth/vendor-signup), inside react-admin or before it has loaded. */
export const SignupForm = ({ send, signedIn }: SignupFormProps) => (
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
    send={send}
    signedIn={signedIn}
    other={{ prompt: text.signup.haveAccount, link: text.signup.loginLink, to: paths.login, testId: 'login-link' }}
  />
);
