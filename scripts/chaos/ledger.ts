import type { StatusKind } from './api';

export type WriteKind = StatusKind | 'category' | 'broadcast';

/**
 * A write's answer: 2xx acknowledged; 4xx refused (nothing written); no answer, or a 5xx, leaves
 * it unknown: it may have committed before the kill.
 */
export type Outcome = 'acked' | 'refused' | 'unanswered';

export interface Write {
  kind: WriteKind;
  /** The record's id, the category's name or the broadcast's title. */
  key: string;
  /** The status written; the name or title for creates. */
  value: string;
  /** For status writes: the status the run knew the record had when it sent this one. */
  before?: string;
  run: number;
  sentAt: number;
  outcome: Outcome;
  /** Sent before the kill of its run and never answered. */
  inFlightAtKill: boolean;
  /** Whether an unanswered write was found written (known after the restart, or at the end). */
  landed?: boolean;
}

export const outcomeOf = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'acked';
  return status >= 400 && status < 500 ? 'refused' : 'unanswered';
};
