import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { useAdminApi } from '../../api/AdminApiContext';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { type ActivityFilters, filterQuery } from './activityFilters';
import { downloadActivityCsv } from './downloadCsv';

/** 'Export CSV': the changes the filters select, every page of them, as a file; busy while it downloads. */
export const ExportButton = ({ filters }: { filters: ActivityFilters }) => {
  const translate = useTranslate();
  const { http } = useAdminApi();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadActivityCsv(http, filterQuery(filters));
    } catch (error) {
      toast.error(translate(text.activity.exportFailed), {
        description: errorMessage(error, translate(text.general.unknownError)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      data-testid="activity-export"
    >
      {translate(busy ? text.activity.exporting : text.activity.export)}
    </Button>
  );
};
