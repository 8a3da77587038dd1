import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Children, type ReactNode, useState } from 'react';
import { Datagrid, type RaRecord, type SortPayload, useTranslate, WrapperField } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { text } from '../../i18n/text';
import { ResourceFormDialog } from '../dialogs/ResourceFormDialog';
import type { ResourceForm } from '../dialogs/resourceForm';
import { CatalogList } from './CatalogList';
import { EditDeleteActions } from './EditDeleteActions';

type Named = RaRecord & { name: string };

export interface ResourceListProps<Values extends FieldValues, Row extends Named> {
  /** Translated texts: the heading (and breadcrumb unless given), the Add button, load error and empty states. */
  title: string;
  breadcrumb?: string;
  addLabel: string;
  loadErrorTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  /** The resource's Add / Edit form. */
  form: ResourceForm<Values, Row>;
  /** The delete confirmation naming the row (spec §2 "Delete asks for confirmation"). */
  deleteDescription: (record: Row) => string;
  deleteSuccessMessage?: string;
  sort?: SortPayload;
  /** The table's columns, before the Actions column this adds. */
  children: ReactNode;
}

/**
 * The page of a resource the API gives whole with Add, Edit and Delete (the catalog): the
 * list with its states and pager, an Add button opening the create dialog, and each row's
 * Edit / Delete menu. A resource gives only its texts, form and columns.
 */
export const ResourceList = <Values extends FieldValues, Row extends Named>({
  title,
  breadcrumb = title,
  addLabel,
  form,
  deleteDescription,
  deleteSuccessMessage,
  children,
  ...list
}: ResourceListProps<Values, Row>) => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <CatalogList
        title={title}
        breadcrumb={breadcrumb}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {addLabel}
          </Button>
        }
        columns={Children.count(children) + 1}
        {...list}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {children}
          <WrapperField label={translate(text.general.actions)} textAlign="right">
            <EditDeleteActions
              form={form}
              deleteDescription={deleteDescription}
              deleteSuccessMessage={deleteSuccessMessage}
            />
          </WrapperField>
        </Datagrid>
      </CatalogList>
      <ResourceFormDialog form={form} open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
