import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CenteredCard } from '../../common/CenteredCard';
import { text } from '../../i18n/text';
import { paths } from '../../paths';

/** Spec §2 '*': any path we do not have, for anyone, outside the layout. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <CenteredCard title={translate(text.notFound.title)} icon={<SearchOffIcon color="disabled" fontSize="large" />}>
      <Typography textAlign="center" color="text.secondary" data-testid="not-found">
        {translate(text.notFound.description)}
      </Typography>
      <Button component={Link} to={paths.home} variant="contained" sx={{ alignSelf: 'center' }}>
        {translate(text.notFound.goHome)}
      </Button>
    </CenteredCard>
  );
};
