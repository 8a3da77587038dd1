import { createContext, type ReactNode, useCallback, useContext } from 'react';
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { OPEN_RECORD_PARAM } from '../../../shared/contract/search';

const HandOff = createContext<((id: Identifier) => void) | undefined>(undefined);

/**
 * Marks a screen that has a `LinkedRecordDialog`: a row's details may hand themselves over to it
 * (`useDetailsHandOff`), so they stay open when the row leaves the page (a status filter it no
 * longer matches).
 */
export const LinkedRecordHost = ({ children }: { children: ReactNode }) => {
  const [, setParams] = useSearchParams();
  const handOff = useCallback(
    (id: Identifier) =>
      setParams(
        (current) => {
          current.set(OPEN_RECORD_PARAM, String(id));
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  return <HandOff value={handOff}>{children}</HandOff>;
};

/** Opens a record's details as a link would, over the list; undefined on a screen without a linked dialog. */
export const useDetailsHandOff = () => useContext(HandOff);

/** Whether the linked dialog shows this record's details (a row's own dialog then closes). */
export const useLinkedRecord = (id: Identifier | undefined) => {
  const [params] = useSearchParams();
  const host = useDetailsHandOff();
  return host !== undefined && id !== undefined && params.get(OPEN_RECORD_PARAM) === String(id);
};
