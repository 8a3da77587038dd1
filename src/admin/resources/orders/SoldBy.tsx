import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderVendor } from '../../../shared/contract/orders';
import { text } from '../../i18n/text';
import { VendorDialog } from './VendorDialog';

/** Spec §2 (admin): an item's 'Sold by' line, whose View Vendor opens the seller's details. */
export const SoldBy = ({ vendor }: { vendor: OrderVendor }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" alignItems="center" spacing={1} data-testid="sold-by">
      <Typography variant="caption" color="text.secondary">
        {translate(text.order.soldBy)}{' '}
        <Typography component="span" variant="caption" color="text.primary" fontWeight={500}>
          {vendor.name}
        </Typography>
      </Typography>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(text.order.viewVendor)}
      </Button>
      <VendorDialog vendor={vendor} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
};
