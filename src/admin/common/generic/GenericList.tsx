import { Alert, AlertTitle } from '@mui/material';
import { useMemo } from 'react';
import { useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { ListSkeleton } from '../list/ListSkeleton';
import { ResourceList } from '../list/ResourceList';
import { entityColumns } from './EntityColumns';
import { entityFields } from './entityFields';
import { EntityFieldsContext, type EntityRow, entityFieldsOf, entityResourceForm } from './entityForm';
import { useEntityForm } from './useEntityForm';

/**
 * The screen of a registry entity declared with `views: genericViews` (src/server/registry.ts):
 * its columns, Add and Edit dialogs and Delete come from the fields its server describes;
 * its title is its menu entry's.
 */
export const GenericList = () => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const title = String(useResourceDefinition().options?.label ?? resource);
  const { data: form, error } = useEntityForm(resource);
  const fields = useMemo(() => form && entityFieldsOf(form), [form]);
  const resourceForm = useMemo(() => fields && entityResourceForm(fields, resource), [fields, resource]);

  if (error) {
    return (
      <Alert severity="error" data-testid="list-error">
        <AlertTitle>{translate(text.generic.loadError)}</AlertTitle>
        {errorMessage(error, translate(text.general.unknownError))}
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
