import { CircularProgress, Dialog, DialogContent } from '@mui/material';
import { ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import type { OrderDetails as Details } from '../../../shared/contract/orders';
import { RecordDetailsDialog } from '../../common/dialogs/RecordDetailsDialog';
import { text } from '../../i18n/text';
import { OrderDetails } from '../../resources/orders/OrderDetails';

const RESOURCE = 'vendor-orders';
/** The key the orders list's details dialog reads the same call under, so both share its cache. */
const WITH_HISTORY = { history: true } as const;

/**
 * One of the vendor's latest orders in the Orders list's details dialog: the order is read first
 * (the dashboard's row holds no items), then shown as the list shows it.
 */
export const LatestOrderDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const translate = useTranslate();
  const { data } = useGetOne<Details>(RESOURCE, { id, meta: WITH_HISTORY });
  if (!data)
    return (
      <Dialog open onClose={onClose} aria-label={translate(text.layout.loading)}>
        <DialogContent>
          <CircularProgress size={28} />
        </DialogContent>
      </Dialog>
    );
  return (
    <ResourceContextProvider value={RESOURCE}>
      <RecordDetailsDialog<Details, Details> record={data} open onClose={onClose} texts={text.order}>
        {(order) => <OrderDetails showFinalAmount order={order} />}
      </RecordDetailsDialog>
    </ResourceContextProvider>
  );
};
