import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD } from '../../../shared/constants';
import type { VendorDashboard } from '../../../shared/contract/dashboard';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import { listLink } from './listLink';

/** The vendor's variants low on stock: how many, the lowest few, and its products that hold them. */
export const LowStock = ({ lowStock }: { lowStock: VendorDashboard['lowStock'] }) => {
  const translate = useTranslate();
  const title = translate(text.dashboard.lowStock);
  return (
    <DashboardCard title={title}>
      <Typography sx={{ mt: 1 }} data-testid="low-stock-count">
        {lowStock.variants === 0
          ? translate(text.dashboard.noLowStock, { threshold: LOW_STOCK_THRESHOLD })
          : translate(text.dashboard.lowStockCount, { count: lowStock.variants, threshold: LOW_STOCK_THRESHOLD })}
      </Typography>
      {lowStock.lowest.length > 0 && (
        <List dense data-testid="low-stock">
          {lowStock.lowest.map((variant) => (
            <ListItem key={variant.id} disableGutters>
              <ListItemText
                primary={variant.productName}
                secondary={`${variant.size} · ${translate(text.dashboard.stockLeft, { stock: variant.stock })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {lowStock.variants > 0 && (
        <Button component={Link} to={listLink('/materials', { lowStock: true })} size="small">
          {translate(text.dashboard.seeAll)}
        </Button>
      )}
    </DashboardCard>
  );
};
