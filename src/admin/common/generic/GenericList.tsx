import { Alert, AlertTitle } from '@mui/material';
import { useMemo } from 'react';
import { useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import type { RecordContract } from '../../../shared/contract/recordContract';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { ListSkeleton } from '../list/ListSkeleton';
import { ResourceList } from '../list/ResourceList';
import { formOfContract, validateByContract } from './contractForm';
import { entityColumns } from './EntityColumns';
import { entityFields } from './entityFields';
import { EntityFieldsContext, type EntityRow, entityFieldsOf, entityResourceForm } from './entityForm';
import { useEntityForm } from './useEntityForm';

/**
 * The screen of an entity declared with generic views (genericViews.tsx): its columns, Add and
 * Edit dialogs and Delete come from the fields its contract describes, read from the server
 * (a REST entity) or from the record contract the screen was given (checked in the form too);
 * its title is its menu entry's.
 */
export const GenericList = ({ contract }: { contract?: RecordContract }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const title = String(useResourceDefinition().options?.label ?? resource);
  const served = useEntityForm(resource, contract === undefined);
  const own = useMemo(() => contract && formOfContract(contract), [contract]);
  const form = own ?? served.data;
  const { error } = served;
  const fields = useMemo(() => form && entityFieldsOf(form), [form]);
  const resourceForm = useMemo(
    () => fields && entityResourceForm(fields, resource, contract && validateByContract(contract)),
    [fields, resource, contract],
  );

  if (error) {
    return (
      <Alert severity="error" data-testid="list-error">
        <AlertTitle>{translate(text.generic.loadError)}</AlertTitle>
        {translate(errorMessage(error, translate(text.general.unknownError)))}
      </Alert>
    );
  }
  if (!form || !fields || !resourceForm) return <ListSkeleton columns={4} />;
  const { sortable } = form;
  return (
    <EntityFieldsContext.Provider value={fields}>
      <ResourceList<Record<string, unknown>, EntityRow>
        texts={{ ...text.generic, title }}
        form={resourceForm}
        canAdd={form.create !== null}
        canEdit={form.update !== null}
        canDelete={form.remove}
        deleteDescription={(record) =>
          translate(text.generic.deleteConfirm, { name: String(record.name ?? record.id) })
        }
      >
        {entityColumns(entityFields(form.record), sortable)}
      </ResourceList>
    </EntityFieldsContext.Provider>
  );
};
