import type { FieldChange } from '../../../shared/contract/activity';
import { labelOf } from '../../common/generic/entityFields';

/** How many changed fields a row names before it counts the rest. */
const NAMED_FIELDS = 3;

/** A row's Changes: the names of the fields moved, the first few of them, and how many more. */
export const changeSummary = (changes: readonly FieldChange[], more: (count: number) => string): string => {
  const names = changes.map(({ field }) => labelOf(field));
  const shown = names.slice(0, NAMED_FIELDS).join(', ');
  return names.length > NAMED_FIELDS ? `${shown} ${more(names.length - NAMED_FIELDS)}` : shown;
};
