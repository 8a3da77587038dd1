import type { ResourceProps } from 'react-admin';
import type { Role } from '../../shared/contract/common';
import { categoryResource } from './categories';
import { equipmentResource } from './equipment';
import { serviceProviderResource } from './service-providers';

/**
 * A resource folder's definition (what its index.ts exports: list, edit, create, icon) plus
 * the roles that see it. Those roles must be allowed by common/access.ts for the resource's
 * route; a test keeps the two in step.
 */
export interface AppResource extends ResourceProps {
  roles: readonly Role[];
}

/** Every resource built so far; a screen not built yet has no entry, so no menu item or route. */
export const resources: readonly AppResource[] = [
  { ...equipmentResource, roles: ['ADMIN'] },
  { ...serviceProviderResource, roles: ['ADMIN'] },
  { ...categoryResource, roles: ['ADMIN'] },
];

export const resourcesFor = (role: Role | null | undefined): AppResource[] =>
  role ? resources.filter((resource) => resource.roles.includes(role)) : [];
