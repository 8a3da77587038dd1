import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { activityListCall } from '../../api/calls/activity';
import { useSendCall } from '../../api/useSendCall';
import { type ActivityFilters, filterQuery } from './activityFilters';

interface Browse {
  filters: ActivityFilters;
  perPage: number;
  /** The cursor (`before`) of each page after the first that was opened, the shown page's last. */
  cursors: readonly string[];
}

/**
 * The Activity screen's pages: GET /activity is paged by a cursor, so Older goes to the answer's
 * `next` and Newer back to the cursor before it (kept as a stack). Changing a filter or the page
 * size starts again from the newest. The shown rows stay while the next page loads.
 */
export const useActivityPages = () => {
  const send = useSendCall();
  const [browse, setBrowse] = useState<Browse>({ filters: {}, perPage: DEFAULT_PAGE_SIZE, cursors: [] });
  const { filters, perPage, cursors } = browse;
  const before = cursors.at(-1);
  const query = { ...filterQuery(filters), perPage, ...(before === undefined ? {} : { before }) };
  const page = useQuery({
    queryKey: ['activity', 'list', query],
    queryFn: () => send(activityListCall, query),
    placeholderData: keepPreviousData,
  });
  const next = page.data?.next ?? null;

  return {
    page,
    filters,
    perPage,
    setFilters: (changed: ActivityFilters) => setBrowse({ filters: changed, perPage, cursors: [] }),
    setPerPage: (size: number) => setBrowse({ filters, perPage: size, cursors: [] }),
    hasNewer: cursors.length > 0,
    hasOlder: next !== null && !page.isPlaceholderData,
    newer: () => setBrowse({ ...browse, cursors: cursors.slice(0, -1) }),
    older: () => {
      if (next !== null) setBrowse({ ...browse, cursors: [...cursors, next] });
    },
  };
};
