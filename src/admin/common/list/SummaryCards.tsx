import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../formatters';
import { StatCard } from '../StatCard';
import { type KnownStatus, statusLabel } from '../status/statuses';

/** One card over a server-paged list: a counter its answer carries in `meta`. */
export interface SummaryCard {
  /** The counter's name in the list's meta: 'allOrders', 'pendingOrders' ... */
  counter: string;
  /** The translation key of its title. */
  title: string;
  icon: ReactNode;
}

/** Each status's card icon, whichever list counts it. */
const STATUS_ICONS: Record<KnownStatus, ReactNode> = {
  PENDING: <PendingActionsIcon />,
  CONFIRMED: <EventAvailableIcon />,
  SHIPPED: <LocalShippingIcon />,
  DELIVERED: <DoneAllIcon />,
  CANCELLED: <CancelIcon />,
  COMPLETED: <TaskAltIcon />,
};

/**
 * Spec §2's cards of a status list: its total, then one card a status, titled by the status's
 * name, in the order given. `Counters` is the list answer, so a misspelt counter is a type error.
 */
export const statusCards = <Counters,>(
  total: SummaryCard & { counter: keyof Counters & string },
  byStatus: readonly (readonly [counter: keyof Counters & string, status: KnownStatus])[],
): SummaryCard[] => [
  total,
  ...byStatus.map(([counter, status]) => ({ counter, title: statusLabel(status), icon: STATUS_ICONS[status] })),
];

const counterOf = (meta: unknown, name: string): number | undefined => {
  const value: unknown = meta !== null && typeof meta === 'object' ? Reflect.get(meta, name) : undefined;
  return typeof value === 'number' ? value : undefined;
};

/**
 * The summary cards above a list (spec §2: Total Orders, Delivered, Pending ...), read from the
 * list's own answer, so they change whenever the list is fetched again.
 */
export const SummaryCards = ({ cards }: { cards: readonly SummaryCard[] }) => {
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
      {cards.map(({ counter, title, icon }) => {
        const value = counterOf(meta, counter);
        let shown: ReactNode = '—';
        if (value !== undefined) shown = formatCount(value);
        else if (isPending) shown = <Skeleton width={64} />;
        return (
          <StatCard key={counter} title={translate(title)} value={shown} icon={icon} testId={`summary-${counter}`} />
        );
      })}
    </Box>
  );
};
