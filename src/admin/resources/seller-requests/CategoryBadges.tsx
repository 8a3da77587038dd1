import { Chip, Stack } from '@mui/material';

/** The categories a shop asked to sell in, one badge each. */
export const CategoryBadges = ({ categories }: { categories: readonly string[] }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {categories.map((category) => (
      <Chip key={category} size="small" label={category} />
    ))}
  </Stack>
);
