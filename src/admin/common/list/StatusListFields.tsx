import { useRecordContext } from 'react-admin';
import { CustomerNameMobile, type CustomerUser } from '../CustomerNameMobile';
import { ShortId } from '../ShortId';
import { StatusBadge } from '../status/StatusBadge';

/** A column of a status list's table: the Datagrid reads its header from `label` (translated). */
interface ColumnProps {
  label: string;
}

type ListedRecord = {
  id: string;
  status: string;
  customer: { user: CustomerUser };
};

const useRow = () => useRecordContext<ListedRecord>();

/** Spec §9: the row's id as its last 8 characters. */
export const ShortIdField = (_: ColumnProps) => {
  const row = useRow();
  return row ? <ShortId id={row.id} /> : null;
};

/** Spec §2 Customer: name and mobile. */
export const CustomerField = (_: ColumnProps) => {
  const row = useRow();
  return row ? <CustomerNameMobile user={row.customer.user} /> : null;
};

/** Spec §4: the row's status badge. */
export const StatusField = (_: ColumnProps) => {
  const row = useRow();
  return row ? <StatusBadge status={row.status} /> : null;
};
