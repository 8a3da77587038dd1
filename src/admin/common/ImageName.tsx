import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Thumbnail } from './Thumbnail';

/** A record's image (or the placeholder) and its name, with an optional line under the name. */
export const ImageName = ({
  src,
  name,
  size,
  children,
}: {
  src: string | null;
  name: string;
  size?: number;
  children?: ReactNode;
}) => (
  <Stack direction="row" spacing={1.5} alignItems="center">
    <Thumbnail src={src} alt={name} size={size} />
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="body2" fontWeight={500}>
        {name}
      </Typography>
      {children}
    </Stack>
  </Stack>
);
