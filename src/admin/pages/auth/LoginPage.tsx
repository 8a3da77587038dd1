import { useLogin } from 'react-admin';
import { useSession } from '../../api/AdminApiContext';
import { LoginForm } from './LoginForm';

/** react-admin's login page: its login then opens the page asked for, or home. */
export const LoginPage = () => {
  const login = useLogin();
  const { isAuthenticated } = useSession();
  return <LoginForm send={login} signedIn={isAuthenticated} />;
};
