import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

const t = text.sellerRequest;

/** The new vendor's password in the success toast (spec §8), with a button copying it. */
export const GeneratedPassword = ({ password }: { password: string }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  // Without clipboard access (an insecure page, a refused permission) the password stays selectable.
  const copy = () =>
    navigator.clipboard.writeText(password).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span">
          {translate(t.passwordLabel)}
        </Typography>
        <Box component="code" data-testid="generated-password" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
          {password}
        </Box>
        <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={copy}>
          {translate(copied ? t.passwordCopied : t.copyPassword)}
        </Button>
      </Box>
      <Typography variant="caption">{translate(t.passwordHint)}</Typography>
    </Stack>
  );
};
