import { Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { LatestOrder } from '../../../shared/contract/dashboard';
import { formatDateTime, formatRupees, shortId } from '../../common/formatters';
import { StatusBadge } from '../../common/status/StatusBadge';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import { LatestOrderDialog } from './LatestOrderDialog';

/** The vendor's latest orders, newest first; each opens its details, and the list is a click away. */
export const LatestOrders = ({ orders }: { orders: readonly LatestOrder[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<string>();
  const title = translate(text.dashboard.latestOrders);
  return (
    <DashboardCard title={title}>
      {orders.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate(text.dashboard.noOrdersYet)}</Typography>
      ) : (
        <List dense data-testid="latest-orders">
          {orders.map((order) => (
            <ListItem key={order.id} disablePadding>
              <ListItemButton onClick={() => setOpen(order.id)} sx={{ gap: 1 }}>
                <ListItemText
                  primary={`#${shortId(order.id)} · ${order.customer}`}
                  secondary={`${formatDateTime(order.orderDate)} · ${formatRupees(order.amount)}`}
                />
                <StatusBadge status={order.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Button component={Link} to="/vendor-orders" size="small">
        {translate(text.dashboard.seeAll)}
      </Button>
      {open && <LatestOrderDialog id={open} onClose={() => setOpen(undefined)} />}
    </DashboardCard>
  );
};
