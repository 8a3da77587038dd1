import LockResetIcon from '@mui/icons-material/LockReset';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Button, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { API_DOCS_PATH } from '../../../shared/constants';
import { useSession } from '../../api/AdminApiContext';
import { displayName } from '../../api/authStorage';
import { text } from '../../i18n/text';
import { paths } from '../../paths';
import { menuFor } from '../../screensFor';
import { AdminFigures } from '../dashboard/AdminFigures';
import { SectionCard } from './SectionCard';

const cardSize = { xs: 12, sm: 6, lg: 4 } as const;

/**
 * Spec §2 '/' for ADMIN: a welcome, the business at a glance (issue 26: each figure opens its list),
 * then a card per section that exists (the way in on a phone, where the menu is folded away).
 */
export const AdminHome = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const open = translate(text.home.open);
  const sections = menuFor(user?.role).filter((entry) => entry.hint);

  return (
    <>
      <Title title={text.nav.dashboard.title} preferenceKey={false} />
      <Typography component="h2" variant="h5" fontWeight={700} data-testid="home-welcome" sx={{ mb: 2 }}>
        {translate(text.home.welcome, { name: displayName(user) })}
      </Typography>
      <AdminFigures />
      <Typography component="h2" variant="h6" fontWeight={600} sx={{ mt: 4 }}>
        {translate(text.dashboard.sections)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(text.home.intro)}
      </Typography>
      <Grid container spacing={2} data-testid="home-sections">
        {sections.map(({ title, hint = '', to, icon: Icon }) => (
          <Grid key={to} size={cardSize}>
            <SectionCard
              title={translate(title)}
              hint={translate(hint)}
              icon={<Icon color="primary" />}
              action={
                <Button component={Link} to={to} aria-label={`${open} ${translate(title)}`}>
                  {open}
                </Button>
              }
            />
          </Grid>
        ))}
        <Grid size={cardSize}>
          <SectionCard
            title={translate(text.layout.changePassword)}
            hint={translate(text.home.changePasswordHint)}
            icon={<LockResetIcon color="primary" />}
            action={
              <Button
                component={Link}
                to={paths.changePassword}
                aria-label={`${open} ${translate(text.layout.changePassword)}`}
              >
                {open}
              </Button>
            }
          />
        </Grid>
        <Grid size={cardSize}>
          <SectionCard
            title={translate(text.home.apiDocs)}
            hint={translate(text.home.apiDocsHint)}
            icon={<MenuBookIcon color="primary" />}
            action={
              <Button
                href={API_DOCS_PATH}
                target="_blank"
                rel="noopener"
                aria-label={`${open} ${translate(text.home.apiDocs)}`}
              >
                {open}
              </Button>
            }
          />
        </Grid>
      </Grid>
    </>
  );
};
