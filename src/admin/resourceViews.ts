import type { ResourceProps } from 'react-admin';

/** A resource folder's views (its index.ts): list, and edit / create / show where it has them. */
export type ResourceViews = Omit<ResourceProps, 'name' | 'icon'>;
