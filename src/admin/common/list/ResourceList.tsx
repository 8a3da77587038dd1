import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { Children, type ReactElement, type ReactNode, useState } from 'react';
import { DatagridClasses, type RaRecord, type SortPayload, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { text } from '../../i18n/text';
import { ResourceFormDialog } from '../dialogs/ResourceFormDialog';
import { CatalogList, type PagerOptions } from './CatalogList';
import { EditDeleteActions, type EditDeleteActionsProps } from './EditDeleteActions';
import { ResponsiveDatagrid } from './ResponsiveDatagrid';

type Named = RaRecord & { name: string };

/**
 * The translation keys of a list, by convention its resource's group of texts (`text.equipment`):
 * the heading, Add button, load error and empty states, and the delete confirmation (%{name}).
 */
export interface ResourceListTexts {
  title: string;
  /** After Home in the breadcrumb; the title unless given. */
  breadcrumb?: string;
  add: string;
  loadError: string;
  empty: string;
  emptyHint?: string;
  deleteConfirm: string;
  /** The delete success toast; spec §8's 'Successfully Deleted' unless given. */
  deleted?: string;
  /** The row menu's Edit and Delete where the spec names its own ('Edit Product'). */
  edit?: string;
  delete?: string;
}

export interface ResourceListProps<Values extends FieldValues, Row extends Named>
  extends Omit<EditDeleteActionsProps<Values, Row>, 'deleteDescription' | 'deleteSuccessMessage' | 'actionLabels'> {
  texts: ResourceListTexts;
  /** The delete confirmation naming the row; the texts' deleteConfirm unless given. */
  deleteDescription?: (record: Row) => string;
  /** Whether the Add button shows; spec §6: only vendors add products. */
  canAdd?: boolean;
  /** More buttons beside Add (before it), such as Import. */
  toolbarActions?: ReactNode;
  sort?: SortPayload;
  pager?: PagerOptions;
  /**
   * A panel beneath a row, opened by a control of the row itself (react-admin's useExpanded),
   * such as the Variants count of spec §2 "Materials".
   */
  expand?: ReactElement;
  /** What the rows ticked can have done to them at once (issue 28); none: no ticks. */
  bulkActions?: ReactNode;
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
  texts,
  deleteDescription,
  canAdd = true,
  toolbarActions,
  sort,
  pager,
  expand,
  bulkActions,
  children,
  ...actions
}: ResourceListProps<Values, Row>) => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const title = translate(texts.title);
  return (
    <>
      <CatalogList
        title={title}
        breadcrumb={texts.breadcrumb ? translate(texts.breadcrumb) : title}
        loadErrorTitle={translate(texts.loadError)}
        emptyTitle={translate(texts.empty)}
        emptyHint={texts.emptyHint && translate(texts.emptyHint)}
        sort={sort}
        pager={pager}
        toolbar={
          canAdd || toolbarActions ? (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {toolbarActions}
              {canAdd && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                  {translate(texts.add)}
                </Button>
              )}
            </Stack>
          ) : undefined
        }
        columns={Children.toArray(children).length + 1}
      >
        <ResponsiveDatagrid
          expand={expand}
          bulkActions={bulkActions}
          sx={expand ? WITHOUT_EXPAND_COLUMN : undefined}
          actions={
            <EditDeleteActions
              {...actions}
              deleteDescription={deleteDescription ?? (({ name }) => translate(texts.deleteConfirm, { name }))}
              deleteSuccessMessage={texts.deleted && translate(texts.deleted)}
              actionLabels={{
                edit: translate(texts.edit ?? text.general.edit),
                delete: translate(texts.delete ?? text.general.delete),
              }}
            />
          }
        >
          {children}
        </ResponsiveDatagrid>
      </CatalogList>
      {canAdd && <ResourceFormDialog form={actions.form} open={adding} onClose={() => setAdding(false)} />}
    </>
  );
};
