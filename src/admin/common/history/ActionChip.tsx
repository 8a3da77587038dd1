import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityAction } from '../../../shared/contract/activity';
import { text } from '../../i18n/text';

/** A change's action as a chip: Created, Updated, Deleted ... */
export const ActionChip = ({ action }: { action: ActivityAction }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={action === 'delete' ? 'error' : 'default'}
      label={translate(text.activity.actions[action])}
      data-testid="activity-action"
    />
  );
};
