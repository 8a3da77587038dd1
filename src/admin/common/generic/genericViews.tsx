import type { RecordContract } from '../../../shared/contract/recordContract';
import type { ResourceViews } from '../../resourceViews';
import { lazyPage } from '../lazyPage';

/** The views of a REST entity's screen built from what its server describes (GenericList). */
export const genericViews = {
  list: lazyPage(() => import('./GenericList').then((m) => m.GenericList)),
} satisfies ResourceViews;

/**
 * The views of a record entity's screen built from its shared contract (GenericList): a list
 * with Add, Edit and Delete whose columns, inputs and rules are the contract's.
 */
export const contractViews = (contract: RecordContract) =>
  ({
    list: lazyPage(() =>
      import('./GenericList').then(({ GenericList }) => () => <GenericList contract={contract} />),
    ),
    recordRepresentation: 'name',
  }) satisfies ResourceViews;
