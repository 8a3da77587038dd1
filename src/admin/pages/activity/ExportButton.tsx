import { useTranslate } from 'react-admin';
import { ACTIVITY_EXPORT_PATH } from '../../api/calls/activity';
import { CsvExportButton } from '../../common/export/CsvExportButton';
import { text } from '../../i18n/text';
import { type ActivityFilters, filterQuery } from './activityFilters';

/** 'Export CSV': the changes the filters select, every page of them, as a file, with the lists' progress and Cancel. */
export const ExportButton = ({ filters }: { filters: ActivityFilters }) => {
  const translate = useTranslate();
  return (
    <CsvExportButton
      path={ACTIVITY_EXPORT_PATH}
      params={filterQuery(filters)}
      label={translate(text.activity.export)}
      testId="activity-export"
    />
  );
};
