import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Product } from '../../../shared/contract/products';
import { text } from '../../i18n/text';
import { VariantCard } from './VariantCard';

/** The panel beneath a product's row (spec §2): its variants as cards, or a line saying there are none yet. */
export const VariantCards = () => {
  const translate = useTranslate();
  const product = useRecordContext<Product>();
  if (!product) return null;
  if (product.variants.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate(text.product.noVariants)}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 2, py: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      data-testid="variant-cards"
    >
      {product.variants.map((variant) => (
        <VariantCard key={variant.id} variant={variant} />
      ))}
    </Box>
  );
};
