import { Alert, AlertTitle, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';

/** Spec §8 "Load errors": the list's title for the failure, the message or 'Unknown error'. */
export const ListError = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate(text.general.retry)}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {translate(errorMessage(error, translate(text.general.unknownError)))}
    </Alert>
  );
};
