import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useCreate, useResourceContext, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { sendNotificationBodySchema } from '../../../shared/contract/admin-notifications';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';
import { text } from '../../i18n/text';

const EMPTY = { title: '', message: '' };

/**
 * Spec §2 / §5 "Send notification": Title and Message, both required; blank ones get the notice
 * and no call. Sent, the form empties and the list below shows the broadcast.
 */
export const SendNotificationForm = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [values, setValues] = useState(EMPTY);
  const [create, { isPending }] = useCreate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendNotificationBodySchema.safeParse(values);
    if (!parsed.success) {
      toast.error(translate(parsed.error.issues[0]?.message ?? text.notification.titleAndMessage));
      return;
    }
    try {
      await saveWithToasts(
        { success: translate(text.notification.sent), fallback: translate(text.notification.sendFailed), translate },
        () => create(resource, { data: parsed.data }, { returnPromise: true }),
      );
      setValues(EMPTY);
    } catch {
      // The toast said why; what was typed stays for another try.
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="send-notification-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} data-testid="send-notification-form">
          <Stack spacing={2}>
            <Typography id="send-notification-heading" variant="h6" component="h2">
              {translate(text.notification.formTitle)}
            </Typography>
            <TextField
              label={translate(text.notification.titleLabel)}
              value={values.title}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
              disabled={isPending}
              fullWidth
            />
            <TextField
              label={translate(text.notification.messageLabel)}
              value={values.message}
              onChange={(event) => setValues({ ...values, message: event.target.value })}
              disabled={isPending}
              multiline
              minRows={3}
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={isPending}>
                {translate(isPending ? text.notification.sending : text.notification.send)}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
