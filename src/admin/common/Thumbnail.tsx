import ImageIcon from '@mui/icons-material/Image';
import { Avatar } from '@mui/material';

/**
 * A rounded image, or the placeholder icon when there is no URL; MUI's Avatar also falls back
 * to the icon when the image fails to load.
 */
export const Thumbnail = ({
  src,
  alt,
  size = 40,
  testId = 'thumbnail',
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
  testId?: string;
}) => (
  <Avatar
    variant="rounded"
    src={src ?? undefined}
    alt={alt}
    slotProps={{ img: { loading: 'lazy' } }}
    sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    data-testid={testId}
  >
    <ImageIcon fontSize="small" aria-hidden />
  </Avatar>
);
