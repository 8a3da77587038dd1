import { Button } from '@mui/material';
import { useState } from 'react';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { messageVendorBodySchema } from '../../../shared/contract/inbox';
import type { VendorAccount } from '../../../shared/contract/vendors';
import { messageVendorCall } from '../../api/calls/inbox';
import { useSendCall } from '../../api/useSendCall';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { zodValidate } from '../../common/forms/zodValidate';
import { text } from '../../i18n/text';

const t = text.inbox;
const validate = zodValidate(messageVendorBodySchema.pick({ text: true }));

/** Message the row's vendor: the text lands in its inbox (issue 26), live on its open screens. */
export const VendorMessageAction = () => {
  const translate = useTranslate();
  const vendor = useRecordContext<VendorAccount>();
  const send = useSendCall();
  const [open, setOpen] = useState(false);
  if (!vendor) return null;
  const title = translate(t.messageTitle, { name: vendor.name });
  const submit = async ({ text: message }: { text: string }) => {
    const answer = await send(messageVendorCall, { vendorId: vendor.id, text: message });
    toast.success(translate(answer), { description: vendor.name });
    setOpen(false);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={title}>
        {translate(t.messageVendor)}
      </Button>
      <FormDialog<{ text: string }>
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        defaultValues={{ text: '' }}
        validate={validate}
        onSubmit={submit}
        submitLabel={translate(t.send)}
        testId="message-vendor-dialog"
        focusOnOpen="text"
      >
        <TextInput source="text" label={translate(t.messageLabel)} multiline minRows={3} isRequired />
      </FormDialog>
    </>
  );
};
