import {
  type ActivityAction,
  type ActivityEntity,
  type ActivityExportQuery,
  activityExportQuerySchema,
} from '../../../shared/contract/activity';

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
  /** One record's changes (a History tab's link to its older versions). */
  recordId?: string;
}

/** The filters as the list and the export ask for them. */
export const filterQuery = ({ actor, ...filters }: ActivityFilters): ActivityExportQuery => {
  const query: ActivityExportQuery = { ...filters };
  if (actor) query.actorId = actor.id;
  return query;
};

/**
 * The filters a link or a reload carries in the address (`?entity=…&actorId=…&actorName=…`),
 * read through the API's own query schema: a filter it would refuse is left out.
 */
export function filtersOfSearch(search: URLSearchParams): ActivityFilters {
  const read = (name: keyof ActivityExportQuery) => {
    const parsed = activityExportQuerySchema.shape[name].safeParse(search.get(name) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const filters: ActivityFilters = {};
  const entity = read('entity') as ActivityEntity | undefined;
  const action = read('action') as ActivityAction | undefined;
  const from = read('from');
  const to = read('to');
  const recordId = read('recordId');
  const actorId = read('actorId');
  if (entity) filters.entity = entity;
  if (action) filters.action = action;
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (recordId) filters.recordId = recordId;
  if (actorId) filters.actor = { id: actorId, name: search.get('actorName') || actorId };
  return filters;
}

/** The address's query for the filters (the actor's name too, for its chip). */
export function searchOfFilters(filters: ActivityFilters): URLSearchParams {
  const { actor, ...rest } = filters;
  const search = new URLSearchParams(Object.entries(rest).filter((entry): entry is [string, string] => !!entry[1]));
  if (actor) {
    search.set('actorId', actor.id);
    search.set('actorName', actor.name);
  }
  return search;
}
