import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '../../../shared/contract/search';
import { searchCall } from '../../api/calls/search';
import { useSendCall } from '../../api/useSendCall';

/** How long typing must pause before the server is asked: one request a word, not a letter. */
export const SEARCH_DEBOUNCE_MS = 200;

/** `value` once it has stayed the same for `ms`. */
const useDebounced = (value: string, ms: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * GET /search for the typed text, once typing pauses and from SEARCH_MIN_LENGTH characters on;
 * a request overtaken by newer text is aborted. `pending` while the text typed is not yet the
 * text answered.
 */
export const useSearchResults = (typed: string) => {
  const send = useSendCall();
  const text = typed.trim();
  const long = text.length >= SEARCH_MIN_LENGTH;
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['search', settled],
    queryFn: ({ signal }) => send(searchCall, { q: settled, signal }),
    enabled: long && settled === text,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    /** Whether the text is long enough to search records. */
    long,
    groups: long && query.data ? query.data : [],
    pending: long && (settled !== text || query.isFetching),
    failed: long && query.isError,
  };
};
