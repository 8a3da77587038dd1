import BlockIcon from '@mui/icons-material/Block';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../api/AdminApiContext';
import { canAccess } from '../../common/access';
import { CenteredCard } from '../../common/CenteredCard';
import { text } from '../../i18n/text';
import { paths } from '../../paths';

/**
 * Spec §2 /unauthorized: the role may not open what was asked. Offers the way back home when
 * the role has one, and logging out (to switch account) or signing in.
 */
export const UnauthorizedPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { isAuthenticated, user } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);

  return (
    <CenteredCard title={translate(text.unauthorized.title)} icon={<BlockIcon color="error" fontSize="large" />}>
      <Typography textAlign="center" color="text.secondary">
        {translate(text.unauthorized.description)}
      </Typography>
      <Stack direction="row" spacing={1} justifyContent="center">
        {canAccess(user?.role, paths.home) && (
          <Button component={Link} to={paths.home} variant="contained" data-testid="unauthorized-home">
            {translate(text.unauthorized.goHome)}
          </Button>
        )}
        {isAuthenticated ? (
          <Button
            variant="outlined"
            disabled={loggingOut}
            data-testid="unauthorized-logout"
            onClick={() => {
              setLoggingOut(true);
              void logout({}, paths.login, false);
            }}
          >
            {translate(loggingOut ? text.auth.loggingOut : text.auth.logOut)}
          </Button>
        ) : (
          <Button component={Link} to={paths.login} variant="contained" data-testid="unauthorized-sign-in">
            {translate(text.unauthorized.signIn)}
          </Button>
        )}
      </Stack>
    </CenteredCard>
  );
};
