import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KEYWORDS_SHOWN } from '../../../shared/constants';
import { text } from '../../i18n/text';

/** Spec §2, §9: the first two keywords, then a '+n' badge naming the others on hover. */
export const KeywordBadges = ({ keywords }: { keywords: readonly string[] }) => {
  const translate = useTranslate();
  if (keywords.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(text.product.noKeywords)}
      </Typography>
    );
  }
  const others = keywords.slice(KEYWORDS_SHOWN);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {keywords.slice(0, KEYWORDS_SHOWN).map((keyword) => (
        <Chip key={keyword} size="small" variant="outlined" label={keyword} />
      ))}
      {others.length > 0 && (
        <Chip
          size="small"
          label={translate(text.product.moreKeywords, { count: others.length })}
          title={others.join(', ')}
          data-testid="more-keywords"
        />
      )}
    </Stack>
  );
};
