import type { ActivityEntity } from '../../../shared/contract/activity';
import { entities } from '../../entities';
import type { EntityVersions } from '../../entity/entity';
import { exportVersions } from '../../exports/versions';
import { notificationVersions } from '../admin-notifications/versions';
import { orderVersions } from '../orders/versions';
import { productVersions, variantVersions } from '../products/versions';
import { handoverVersions } from '../rental-handovers/versions';
import { sellerRequestVersions } from '../seller-requests/versions';
import { vendorVersions } from '../vendors/versions';

/** Every kind of record the log keeps versions of: the declared entities' own, and the custom modules'. */
export const allVersions: readonly EntityVersions[] = [
  ...entities.flatMap((entity) => (entity.versions ? [entity.versions] : [])),
  productVersions,
  variantVersions,
  orderVersions,
  vendorVersions,
  sellerRequestVersions,
  notificationVersions,
  exportVersions,
  handoverVersions,
];

const byEntity = new Map(allVersions.map((versions) => [versions.entity, versions]));

/** The versions of a kind of record (every ActivityEntity has them: tests/server/activity.test.ts). */
export function versionsOf(entity: ActivityEntity): EntityVersions {
  const versions = byEntity.get(entity);
  if (!versions) throw new Error(`no versions are declared for ${entity}`);
  return versions;
}
