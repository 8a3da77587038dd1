import { useMemo } from 'react';
import { ResourceContextProvider, useRefresh } from 'react-admin';
import type { Product, ProductVariant } from '../../../shared/contract/products';
import { ResourceFormDialog } from '../../common/dialogs/ResourceFormDialog';
import { variantForm } from './variantForm';
import { VARIANTS_RESOURCE } from './variantsResource';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Add Variant dialog of a product, or with a `variant` its Edit dialog. Variants are
 * listed inside their product, so the products list reloads after a save.
 */
export const VariantFormDialog = ({
  productId,
  variant,
  open,
  onClose,
}: DialogProps & { productId: string; variant?: ProductVariant }) => {
  const form = useMemo(() => variantForm(productId), [productId]);
  const refresh = useRefresh();
  return (
    <ResourceContextProvider value={VARIANTS_RESOURCE}>
      <ResourceFormDialog form={form} record={variant} open={open} onClose={onClose} onSaved={refresh} />
    </ResourceContextProvider>
  );
};

/** The product row's Add Variant action (spec §2 row actions). */
export const AddVariantDialog = ({ record, open, onClose }: DialogProps & { record: Product }) => (
  <VariantFormDialog productId={record.id} open={open} onClose={onClose} />
);
