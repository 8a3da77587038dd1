import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { Datagrid, type DatagridProps, useTranslate, WrapperField } from 'react-admin';
import { text } from '../../i18n/text';
import { BulkBar } from '../bulk/BulkBar';
import { BulkSelectionProvider } from '../bulk/BulkSelection';
import { SelectPageCheckbox, SelectRowCheckbox } from '../bulk/SelectRowCheckbox';
import { useLabelledTicks } from '../bulk/useLabelledTicks';
import { usePhoneScreen } from '../usePhoneScreen';
import { RowCards } from './RowCards';
import { arrangeColumns, columnInfosOf, columnsOf } from './views/columns';
import { useChosenColumns, useListColumns } from './views/ListColumns';

export interface ResponsiveDatagridProps extends Omit<DatagridProps, 'children' | 'expand'> {
  /** The columns, before Actions. */
  children: ReactNode;
  /** The panel beneath a row, opened by a control of the row itself (react-admin's useExpanded). */
  expand?: ReactElement;
  /** A row's actions: the table's last column, or the foot of a row's card. */
  actions?: ReactNode;
  /**
   * The list's bulk actions (issue 28): given, rows get a tick (a column of the table, a box on
   * each card) and the bar above them offers these to the rows ticked.
   */
  bulkActions?: ReactNode;
}

/**
 * Narrower cell padding than MUI's 16 px, so the widest tables (rentals, bookings, seller
 * requests) fit their card beside the open sidebar at 1280 px; an email, with nowhere to
 * break, may break anywhere rather than widen its column.
 */
const FITTED = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
  '& .column-email': { overflowWrap: 'anywhere' },
} as const;

/**
 * The columns the user chose for this list (a saved view's, or the Columns menu's), in their
 * order; the list's toolbar learns from here which columns there are to choose.
 */
const useShownColumns = (children: ReactNode) => {
  const declared = columnsOf(children);
  const [chosen] = useChosenColumns();
  const setAvailable = useListColumns()?.setAvailable;
  const infos = columnInfosOf(declared);
  const signature = JSON.stringify(infos);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the infos, new each render
  useEffect(() => setAvailable?.(infos), [setAvailable, signature]);
  return arrangeColumns(declared, chosen);
};

/**
 * A list's rows (issue 26: every list fits its screen): a table whose last column is the row's
 * actions, or under the spec's 768 px a card a row (RowCards), with the columns the user chose.
 * Bulk actions where the list gives them; no row click.
 */
export const ResponsiveDatagrid = (props: ResponsiveDatagridProps) =>
  props.bulkActions ? (
    <BulkSelectionProvider>
      <Rows {...props} />
    </BulkSelectionProvider>
  ) : (
    <Rows {...props} />
  );

const Rows = ({ actions, bulkActions, children: declared, sx, ...props }: ResponsiveDatagridProps) => {
  const translate = useTranslate();
  const phone = usePhoneScreen();
  const children = useShownColumns(declared);
  const bar = bulkActions ? <BulkBar actions={bulkActions} /> : undefined;
  const table = useRef<HTMLTableElement>(null);
  useLabelledTicks(table, translate(text.bulk.selectRow), !!bulkActions && !phone);
  if (phone) {
    return (
      <>
        {bulkActions && <SelectPageCheckbox />}
        {bar}
        <RowCards
          data={props.data}
          empty={props.empty}
          expand={props.expand}
          actions={actions}
          select={bulkActions ? <SelectRowCheckbox /> : undefined}
        >
          {children}
        </RowCards>
      </>
    );
  }
  return (
    <Datagrid
      ref={table}
      bulkActionButtons={bulkActions ?? false}
      bulkActionsToolbar={bar}
      rowClick={false}
      {...props}
      sx={[FITTED, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
      {actions && (
        <WrapperField label={translate(text.general.actions)} textAlign="right">
          {actions}
        </WrapperField>
      )}
    </Datagrid>
  );
};
