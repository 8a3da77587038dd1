import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type CreatedCalendarFeed, MAX_FEED_LABEL } from '../../../shared/contract/calendar-feeds';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { text } from '../../i18n/text';

const t = text.calendarFeeds;

type Create = UseMutationResult<CreatedCalendarFeed, unknown, { label: string; includeNames: boolean }>;

/** A new feed's label and whether it shows customer names (off unless chosen); Enter creates it. */
export const CreateFeedForm = ({
  create,
  onCreated,
}: {
  create: Create;
  onCreated: (feed: CreatedCalendarFeed) => void;
}) => {
  const translate = useTranslate();
  const [label, setLabel] = useState('');
  const [includeNames, setIncludeNames] = useState(false);
  const error = create.error
    ? (serverFieldErrors(create.error).label ?? errorMessage(create.error, translate(text.general.unknownError)))
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { label, includeNames },
      {
        onSuccess: (feed) => {
          setLabel('');
          setIncludeNames(false);
          onCreated(feed);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={translate(t.create)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextField
          label={translate(t.label)}
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            create.reset();
          }}
          required
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={error ?? translate(t.labelHint)}
          slotProps={{ htmlInput: { maxLength: MAX_FEED_LABEL } }}
        />
        <FormControlLabel
          control={<Checkbox checked={includeNames} onChange={(event) => setIncludeNames(event.target.checked)} />}
          label={translate(t.includeNames)}
          sx={{ flexShrink: 0, mr: 0 }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending} sx={{ flexShrink: 0 }}>
          {translate(create.isPending ? t.creating : t.create)}
        </Button>
      </Stack>
    </form>
  );
};
