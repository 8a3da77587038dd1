import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Children, type ReactNode, useState } from 'react';
import { Datagrid, DatagridClasses, type RaRecord, type SortPayload, useTranslate, WrapperField } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { text } from '../../i18n/text';
import { ResourceFormDialog } from '../dialogs/ResourceFormDialog';
import { CatalogList, type PagerOptions } from './CatalogList';
import { EditDeleteActions, type EditDeleteActionsProps } from './EditDeleteActions';

type Named = RaRecord & { name: string };

export interface ResourceListProps<Values extends FieldValues, Row extends Named>
  extends EditDeleteActionsProps<Values, Row> {
  /** Translated texts: the heading (and breadcrumb unless given), the Add button, load error and empty states. */
  title: string;
  breadcrumb?: string;
  addLabel: string;
  /** Whether the Add button shows; spec §6: only vendors add products. */
  canAdd?: boolean;
  loadErrorTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  sort?: SortPayload;
  pager?: PagerOptions;
  /**
   * A panel beneath a row, opened by a control of the row itself (react-admin's useExpanded),
   * such as the Variants count of spec §2 "Materials".
   */
  expand?: ReactNode;
  /** The table's columns, before the Actions column this adds; a column may be left out as null. */
  children: ReactNode;
}

/** The row's own control opens the panel, so react-admin's arrow column for it would be a second one. */
const WITHOUT_EXPAND_COLUMN = {
  [`& .${DatagridClasses.expandHeader}, & .${DatagridClasses.expandIconCell}`]: { display: 'none' },
};

/**
 * The page of a resource with Add, Edit and Delete (the catalog, materials): the list with its
 * states and pager, an Add button opening the create dialog, and each row's Edit / Delete
 * menu. A resource gives only its texts, form and columns.
 */
export const ResourceList = <Values extends FieldValues, Row extends Named>({
  title,
  breadcrumb = title,
  addLabel,
  canAdd = true,
  loadErrorTitle,
  emptyTitle,
  emptyHint,
  sort,
  pager,
  expand,
  children,
  ...actions
}: ResourceListProps<Values, Row>) => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <CatalogList
        title={title}
        breadcrumb={breadcrumb}
        loadErrorTitle={loadErrorTitle}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        sort={sort}
        pager={pager}
        toolbar={
          canAdd ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {addLabel}
            </Button>
          ) : undefined
        }
        columns={Children.toArray(children).length + 1}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          expand={expand}
          sx={expand ? WITHOUT_EXPAND_COLUMN : undefined}
        >
          {children}
          <WrapperField label={translate(text.general.actions)} textAlign="right">
            <EditDeleteActions {...actions} />
          </WrapperField>
        </Datagrid>
      </CatalogList>
      {canAdd && <ResourceFormDialog form={actions.form} open={adding} onClose={() => setAdding(false)} />}
    </>
  );
};
