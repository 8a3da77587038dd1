import type { ActivityAction, ActivityEntity, ActivityExportQuery } from '../../../shared/contract/activity';

/** Whose changes the screen is narrowed to: chosen by clicking a name, shown by name. */
export interface ActorFilter {
  id: string;
  name: string;
}

/** What the Activity screen is filtered by; an unset filter is left out. */
export interface ActivityFilters {
  entity?: ActivityEntity;
  action?: ActivityAction;
  /** Days as the date inputs give them (`YYYY-MM-DD`), both inclusive. */
  from?: string;
  to?: string;
  actor?: ActorFilter;
}

/** The filters as the list and the export ask for them. */
export const filterQuery = ({ actor, ...filters }: ActivityFilters): ActivityExportQuery => {
  const query: ActivityExportQuery = { ...filters };
  if (actor) query.actorId = actor.id;
  return query;
};
