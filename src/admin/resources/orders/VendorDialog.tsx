import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderVendor } from '../../../shared/contract/orders';
import { DetailList } from '../../common/DetailList';
import { ReadingDialogContent } from '../../common/dialogs/ReadingDialogContent';
import { text } from '../../i18n/text';

/** Spec §2 View Vendor: the seller's name, address, city, State and pincode. */
export const VendorDialog = ({
  vendor,
  open,
  onClose,
}: {
  vendor: OrderVendor;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const given = (value: string | null) => value || translate(text.order.notGiven);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} data-testid="vendor-dialog">
      <DialogTitle id={titleId}>{translate(text.order.vendorDetails)}</DialogTitle>
      <ReadingDialogContent>
        <DetailList
          details={[
            { label: translate(text.order.vendorName), value: vendor.name },
            { label: translate(text.order.vendorAddress), value: given(vendor.address) },
            { label: translate(text.order.vendorCity), value: given(vendor.city) },
            { label: translate(text.order.vendorState), value: given(vendor.State) },
            { label: translate(text.order.vendorPincode), value: given(vendor.pincode) },
          ]}
        />
      </ReadingDialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text.order.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};
