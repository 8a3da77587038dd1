import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderItem } from '../../../shared/contract/orders';
import { ColorSwatch } from '../../common/ColorSwatch';
import { formatRupees } from '../../common/formatters';
import { StatusBadge } from '../../common/status/StatusBadge';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { SoldBy } from './SoldBy';

/**
 * Spec §2: one item of an order: image, product name, quantity, size, colour swatch, its own
 * status, total and unit price; on the admin side its seller.
 */
export const OrderItemRow = ({ item, showVendor }: { item: OrderItem; showVendor: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      data-testid="order-item"
      sx={{ display: 'flex', gap: 2, py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Thumbnail src={item.variant_image_url} alt={item.product_name} size={56} />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={500}>
          {item.product_name}
        </Typography>
        <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(text.order.quantity, { quantity: item.quantity })}
          </Typography>
          {item.size && (
            <Typography variant="body2" color="text.secondary">
              {translate(text.order.size, { size: item.size })}
            </Typography>
          )}
          {item.color && <ColorSwatch color={item.color} />}
          <StatusBadge status={item.status} />
        </Stack>
        {showVendor && <SoldBy vendor={item.product.vendor} />}
      </Stack>
      <Stack sx={{ textAlign: 'right' }}>
        <Typography variant="body2" fontWeight={600}>
          {formatRupees(item.total_price)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(text.order.unitPrice, { price: formatRupees(item.unit_price) })}
        </Typography>
      </Stack>
    </Box>
  );
};
