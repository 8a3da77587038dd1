import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../i18n/text';
import { paths } from '../paths';

/** Spec §2: 'Home' (a link to /) then the current page, as plain text. */
export const PageBreadcrumb = ({ current }: { current: string }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate(text.layout.breadcrumb)} data-testid="breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={paths.home} underline="hover" color="inherit">
        {translate(text.general.home)}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
};
