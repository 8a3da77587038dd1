import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { type LoginBody, loginBodySchema } from '../../../shared/contract/auth';
import { text } from '../../i18n/text';
import { paths } from '../../paths';
import { type AuthField, AuthForm } from './AuthForm';

const fields: ReadonlyArray<AuthField<keyof LoginBody>> = [
  { name: 'email', label: text.login.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: text.login.password, type: 'password', autoComplete: 'current-password' },
];

export interface LoginFormProps {
  /** Signs in; resolves once the session is set and the page is moving on. */
  send: (body: LoginBody) => Promise<void>;
  signedIn: boolean;
}

/** The sign-in form (spec §2 /login), inside react-admin or before it has loaded. */
export const LoginForm = ({ send, signedIn }: LoginFormProps) => (
  <AuthForm<LoginBody>
    id="login"
    title={text.login.title}
    subtitle={text.login.subtitle}
    icon={<LockOutlinedIcon color="primary" fontSize="large" />}
    fields={fields}
    schema={loginBodySchema}
    submit={text.login.submit}
    submitting={text.login.submitting}
    fallback={text.auth.loginFailed}
    send={send}
    signedIn={signedIn}
    other={{ prompt: text.login.noAccount, link: text.login.signupLink, to: paths.signup, testId: 'signup-link' }}
  />
);
