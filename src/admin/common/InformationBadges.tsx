import { Chip, Stack } from '@mui/material';
import { INFORMATION_BADGE_LENGTH } from '../../shared/constants';
import type { Information } from '../../shared/contract/common';
import { truncate } from './formatters';

/** Spec §2: a badge per property name, cut to 10 characters; the full name on hover. */
export const InformationBadges = ({ information }: { information: Information }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {information
      .flatMap((entry) => Object.keys(entry))
      .map((name, index) => (
        <Chip
          // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a name; the list is shown, never reordered.
          key={`${index}-${name}`}
          size="small"
          variant="outlined"
          label={truncate(name, INFORMATION_BADGE_LENGTH)}
          title={name}
        />
      ))}
  </Stack>
);
