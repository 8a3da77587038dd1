import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLogin } from 'react-admin';
import { type LoginBody, loginBodySchema } from '../../../shared/contract/auth';
import { text } from '../../i18n/text';
import { paths } from '../../paths';
import { type AuthField, AuthForm } from './AuthForm';

const fields: ReadonlyArray<AuthField<keyof LoginBody>> = [
  { name: 'email', label: text.login.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: text.login.password, type: 'password', autoComplete: 'current-password' },
];

/** Sign in with email and password; react-admin's login then opens the page asked for, or home. */
export const LoginPage = () => {
  const login = useLogin();
  return (
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
      send={login}
      other={{ prompt: text.login.noAccount, link: text.login.signupLink, to: paths.signup, testId: 'signup-link' }}
    />
  );
};
