import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import type { Role } from '../shared/contract/common';
import type { EndpointTable } from './api/calls/call';
import type { ActivityEntities } from './common/history/activityEntity';
import { SCREENS, type ScreenDeclaration } from './screens';

const isFor = (role: Role | null | undefined) => (screen: ScreenDeclaration) =>
  role !== null && role !== undefined && screen.roles.includes(role) && screen.views !== undefined;

/** The screens a role may open that are built, in the table's order. */
const builtFor = (role: Role | null | undefined) => SCREENS.filter(isFor(role));

/** The routes inside the layout that exist for a role. */
export const builtRoutesFor = (role: Role | null | undefined): string[] => builtFor(role).map((screen) => screen.path);

/** react-admin's `<Resource>`s of a role: name = route without its slash. */
export const resourcesFor = (role: Role | null | undefined): ResourceProps[] =>
  builtFor(role).flatMap(({ path, icon, menu, views }) =>
    views && views !== 'page' ? [{ options: { label: menu?.title }, ...views, name: path.slice(1), icon }] : [],
  );

export interface MenuEntry {
  title: string;
  /** One line on the admin home page's card for this section. */
  hint?: string;
  to: string;
  icon: SvgIconComponent;
}

/** Spec §2's sidebar of a role, in the table's order: its built screens that have an entry. */
export const menuFor = (role: Role | null | undefined): MenuEntry[] =>
  builtFor(role).flatMap(({ path, icon, menu }) => (menu ? [{ ...menu, to: path, icon }] : []));

/**
 * Resource name -> its spec calls, for the data provider: each screen's own resource and its
 * sub-resources; any other resource goes to simple-rest.
 */
export const endpoints: EndpointTable = Object.fromEntries(
  SCREENS.flatMap(({ path, calls, subResources = {} }) => [
    ...(calls ? [[path.slice(1), calls] as const] : []),
    ...Object.entries(subResources).map(([name, { calls: subCalls }]) => [name, subCalls] as const),
  ]),
);

/**
 * Resource name -> the activity log's name for its records (screens and sub-resources that
 * declare one), so their dialogs show the records' history.
 */
export const activityEntities: ActivityEntities = Object.fromEntries(
  SCREENS.flatMap(({ path, activity, subResources = {} }) => [
    ...(activity ? [[path.slice(1), activity] as const] : []),
    ...Object.entries(subResources).flatMap(([name, sub]) => (sub.activity ? [[name, sub.activity] as const] : [])),
  ]),
);
