import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import {
  type AcceptRequestValues,
  acceptRequestBodySchema,
  acceptValuesOf,
  type SellerRequest,
} from '../../../shared/contract/seller-requests';
import { acceptRequestCall } from '../../api/calls/seller-requests';
import { errorMessage } from '../../api/errors';
import { useSpecCall } from '../../api/useSpecCall';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { text } from '../../i18n/text';
import { AcceptRequestInputs } from './AcceptRequestInputs';
import { validateAccept } from './acceptForm';
import { GeneratedPassword } from './GeneratedPassword';

const t = text.sellerRequest;

/**
 * Accept: 'Create Vendor Account', prefilled from the request. Created, the toast shows the
 * generated password until it is closed, since it is shown nowhere else; a failure keeps the
 * dialog open with the server's message (an email in use under the email field).
 */
export const AcceptRequestAction = ({ request }: { request: SellerRequest }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const accept = useSpecCall(acceptRequestCall);
  const defaultValues = useMemo(() => acceptValuesOf(request), [request]);

  const save = async (values: AcceptRequestValues) => {
    try {
      const { password } = await accept.mutateAsync(acceptRequestBodySchema.parse(values));
      toast.success(translate(t.created), {
        description: <GeneratedPassword password={password} />,
        duration: Number.POSITIVE_INFINITY,
      });
    } catch (error) {
      toast.error(translate(errorMessage(error, translate(t.createFailed))));
      throw error;
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        onClick={() => setOpen(true)}
        aria-label={translate(t.acceptOf, { name: request.name })}
      >
        {translate(t.accept)}
      </Button>
      <FormDialog<AcceptRequestValues>
        open={open}
        onClose={() => setOpen(false)}
        title={translate(t.acceptTitle)}
        defaultValues={defaultValues}
        validate={validateAccept}
        onSubmit={save}
        submitLabel={translate(t.createVendor)}
        testId="accept-request-dialog"
      >
        <AcceptRequestInputs />
      </FormDialog>
    </>
  );
};
