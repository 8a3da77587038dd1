import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../../shared/constants';
import { preview } from '../../common/formatters';
import { text } from '../../i18n/text';

/** Spec §2, §9: the description cut to 40 characters, the whole of it on hover. */
export const DescriptionPreview = ({ description }: { description: string | null }) => {
  const translate = useTranslate();
  if (!description) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(text.product.noDescription)}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" title={description}>
      {preview(description, DESCRIPTION_PREVIEW_LENGTH)}
    </Typography>
  );
};
