import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { activityListCall } from '../../api/calls/activity';
import { useSendCall } from '../../api/useSendCall';
import { type ActivityFilters, filterQuery, filtersOfSearch, searchOfFilters } from './activityFilters';

interface Browse {
  /** The filters (the address's query) these cursors belong to. */
  search: string;
  perPage: number;
  /** The cursor (`before`) of each page after the first that was opened, the shown page's last. */
  cursors: readonly string[];
}

/**
 * The Activity screen's pages: GET /activity is paged by a cursor, so Older goes to the answer's
 * `next` and Newer back to the cursor before it (kept as a stack). Changing a filter or the page
 * size starts again from the newest. The filters live in the address, so a reload or a link
 * (a History tab's to a record's older versions) opens them; the shown rows stay while the next
 * page loads.
 */
export const useActivityPages = () => {
  const send = useSendCall();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersOfSearch(search), [search]);
  const [browse, setBrowse] = useState<Browse>({ search: '', perPage: DEFAULT_PAGE_SIZE, cursors: [] });
  const { perPage } = browse;
  // Cursors opened under other filters (before a link or Back changed the address) do not apply.
  const cursors = browse.search === search.toString() ? browse.cursors : [];
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
    setFilters: (changed: ActivityFilters) => setSearch(searchOfFilters(changed)),
    setPerPage: (size: number) => setBrowse({ search: search.toString(), perPage: size, cursors: [] }),
    hasNewer: cursors.length > 0,
    hasOlder: next !== null && !page.isPlaceholderData,
    newer: () => setBrowse({ search: search.toString(), perPage, cursors: cursors.slice(0, -1) }),
    older: () => {
      if (next !== null) setBrowse({ search: search.toString(), perPage, cursors: [...cursors, next] });
    },
  };
};
