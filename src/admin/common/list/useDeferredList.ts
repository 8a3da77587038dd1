import { useDeferredValue } from 'react';
import { type RaRecord, useListContext } from 'react-admin';

/**
 * The list context, deferred: when an answer arrives, the rows it brings render in a transition,
 * in slices React can interrupt, after the answer has been taken in. A page of rows is the longest
 * render of a screen (Lighthouse's blocking time), so both list shells read their state this way.
 */
export const useDeferredList = <RecordType extends RaRecord = RaRecord>() =>
  useDeferredValue(useListContext<RecordType>());
