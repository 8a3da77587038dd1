import { createContext, useContext } from 'react';
import { useResourceContext } from 'react-admin';
import type { ActivityEntity } from '../../../shared/contract/activity';

/** Resource name -> the activity log's name for its records, as the screen table declares them. */
export type ActivityEntities = Readonly<Partial<Record<string, ActivityEntity>>>;

/**
 * Handed in by App.tsx from the screen table (common code never imports the screens, which
 * import it); without it no dialog has a History tab.
 */
export const ActivityEntitiesContext = createContext<ActivityEntities>({});

/** The activity log's name for the current resource's records, if it keeps their history. */
export const useActivityEntity = (): ActivityEntity | undefined => {
  const resource = useResourceContext();
  const entities = useContext(ActivityEntitiesContext);
  return resource === undefined ? undefined : entities[resource];
};
