import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { menuFor } from '../../../src/admin/screensFor';
import type { Role } from '../../../src/shared/contract/common';

/** A role's menu as the screen table declares it, 'Title -> route' in order: what must render. */
export const declaredMenu = (role: Role): string[] =>
  menuFor(role).map(({ title, to }) => `${i18nProvider.translate(title)} -> ${to}`);
