import { Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { AdminNotification } from '../../../shared/contract/admin-notifications';
import { formatDateTime } from '../../common/formatters';
import { CatalogList } from '../../common/list/CatalogList';
import { ResponsiveDatagrid } from '../../common/list/ResponsiveDatagrid';
import { text } from '../../i18n/text';
import { RevertNotificationAction } from './RevertNotificationAction';
import { SendNotificationForm } from './SendNotificationForm';

const COLUMNS = 5;

/** Spec §2 "Notifications": the send form, then every broadcast sent, newest first, with Revert. */
export const NotificationList = () => {
  const translate = useTranslate();
  const title = translate(text.notification.title);
  return (
    <CatalogList
      title={title}
      breadcrumb={title}
      heading={translate(text.notification.historyTitle)}
      above={<SendNotificationForm />}
      loadErrorTitle={translate(text.notification.loadError)}
      emptyTitle={translate(text.notification.empty)}
      columns={COLUMNS}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ResponsiveDatagrid actions={<RevertNotificationAction />}>
        <TextField source="title" label={translate(text.notification.columnTitle)} fontWeight={500} />
        <FunctionField<AdminNotification>
          source="message"
          label={translate(text.notification.columnMessage)}
          sortable={false}
          render={({ message }) => (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', maxWidth: 480 }}>
              {message}
            </Typography>
          )}
        />
        <FunctionField<AdminNotification>
          source="createdAt"
          label={translate(text.notification.columnCreatedAt)}
          render={({ createdAt }) => formatDateTime(createdAt)}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <FunctionField<AdminNotification>
          source="reach"
          label={translate(text.notification.columnReach)}
          render={({ reach }) => translate(text.notification.reach, { smart_count: reach })}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </ResponsiveDatagrid>
    </CatalogList>
  );
};
