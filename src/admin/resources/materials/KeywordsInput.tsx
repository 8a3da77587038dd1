import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { MAX_KEYWORD_LENGTH, normalizeKeywords } from '../../../shared/contract/products';
import { text } from '../../i18n/text';

/**
 * Spec §2 keywords as tags: type one, then Enter or Add; blank and repeated ones are ignored
 * (the contract's normalizeKeywords). Clicking a tag, or Enter / Delete on it, removes it.
 */
export const KeywordsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput<string[]>({ source });
  const [draft, setDraft] = useState('');
  const keywords: string[] = Array.isArray(field.value) ? field.value : [];

  const add = () => {
    const next = normalizeKeywords([...keywords, draft]);
    if (next.length > keywords.length) field.onChange(next);
    setDraft('');
  };
  const remove = (keyword: string) => field.onChange(keywords.filter((kept) => kept !== keyword));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds the keyword; it must not submit the dialog.
    event.preventDefault();
    add();
  };
  const error = fieldState.error?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, pb: 1 }} data-testid="keywords-input">
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(text.product.keywords)}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          id={id}
          label={translate(text.product.keywordInput)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
          error={error !== undefined}
          helperText={error === undefined ? undefined : translate(error, { _: error })}
          slotProps={{ htmlInput: { maxLength: MAX_KEYWORD_LENGTH } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
          {translate(text.product.addKeyword)}
        </Button>
      </Stack>
      {keywords.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} data-testid="keyword-tags">
          {keywords.map((keyword) => (
            <Chip
              key={keyword}
              size="small"
              label={keyword}
              aria-label={translate(text.product.removeKeyword, { keyword })}
              onClick={() => remove(keyword)}
              onDelete={() => remove(keyword)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
};
