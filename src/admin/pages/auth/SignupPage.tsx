import { useNavigate } from 'react-router-dom';
import { useAdminApi, useSession } from '../../api/AdminApiContext';
import { paths } from '../../paths';
import { SignupForm } from './SignupForm';

/** Vendor signup inside react-admin; success signs the vendor in and opens home. */
export const SignupPage = () => {
  const navigate = useNavigate();
  const { authProvider } = useAdminApi();
  const { isAuthenticated } = useSession();
  return (
    <SignupForm
      signedIn={isAuthenticated}
      send={async (body) => {
        await authProvider.signup(body);
        navigate(paths.home, { replace: true });
      }}
    />
  );
};
