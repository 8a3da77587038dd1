import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button } from '@mui/material';
import { useExpanded, useListContext, useTranslate } from 'react-admin';
import type { Product } from '../../../shared/contract/products';
import { text } from '../../i18n/text';

/**
 * Spec §2 Variants column: the product's variant count, a button that opens and closes its
 * variant cards beneath the row (the Datagrid's expand panel, whose row id is `<id>-expand`).
 */
export const VariantsToggle = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const { resource } = useListContext();
  const [expanded, toggle] = useExpanded(resource, product.id);
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={toggle}
      aria-expanded={expanded}
      aria-controls={expanded ? `${product.id}-expand` : undefined}
      title={translate(expanded ? text.product.hideVariants : text.product.showVariants, { name: product.name })}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      data-testid="variants-toggle"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(text.product.variantsCount, { smart_count: product.variants.length })}
    </Button>
  );
};
