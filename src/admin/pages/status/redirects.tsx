import { Navigate } from 'react-router-dom';
import { paths } from '../../paths';

/** react-admin's own /access-denied leads to our /unauthorized. */
export const ToUnauthorized = () => <Navigate to={paths.unauthorized} replace />;

/** react-admin's own /authentication-error leads to the login screen. */
export const ToLogin = () => <Navigate to={paths.login} replace />;
