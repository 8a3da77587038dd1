import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardActions, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import type { ProductVariant } from '../../../shared/contract/products';
import { ColorSwatch } from '../../common/ColorSwatch';
import { ConfirmDeleteDialog } from '../../common/dialogs/ConfirmDeleteDialog';
import { formatRupees } from '../../common/formatters';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { VariantFormDialog } from './VariantFormDialog';
import { VARIANTS_RESOURCE } from './variantsResource';

/** Spec §2: one variant's image, colour, size, price per unit and stock, with Edit and Delete. */
export const VariantCard = ({ variant }: { variant: ProductVariant }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const name = translate(text.variant.displayName, { size: variant.size, color: variant.color });

  return (
    <Card variant="outlined" data-testid="variant-card">
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Thumbnail src={variant.imageUrl} alt={name} size={56} />
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center">
              <ColorSwatch color={variant.color} />
              <Typography variant="body2" fontWeight={500} noWrap>
                {variant.size}
              </Typography>
            </Stack>
            <Typography variant="body2">
              {translate(text.variant.pricePerUnit, { price: formatRupees(variant.unitPrice), unit: variant.unitName })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(text.variant.stockCount, { stock: variant.stock })}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton size="small" aria-label={translate(text.variant.edit)} onClick={() => setOpen('edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="error"
          aria-label={translate(text.variant.delete)}
          onClick={() => setOpen('delete')}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </CardActions>
      <VariantFormDialog productId={variant.productId} variant={variant} open={open === 'edit'} onClose={close} />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onClose={close}
        resource={VARIANTS_RESOURCE}
        record={variant}
        name={name}
        description={translate(text.variant.deleteConfirm, { name })}
        successMessage={translate(text.variant.deleted)}
        errorPrefix={false}
        onDeleted={refresh}
      />
    </Card>
  );
};
