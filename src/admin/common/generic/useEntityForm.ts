import { useQuery } from '@tanstack/react-query';
import { type EntityForm, entityFormSchema } from '../../../shared/contract/entityForm';
import { useAdminApi } from '../../api/AdminApiContext';

/** GET /<resource>/form: how the REST entity behind a generic screen is listed and edited. */
export const useEntityForm = (resource: string, enabled = true) => {
  const { http } = useAdminApi();
  return useQuery<EntityForm>({
    queryKey: ['entity-form', resource],
    queryFn: async () => entityFormSchema.parse((await http.get(`/${resource}/form`)).data),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
};
