import { Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { FunctionField, TextField, useListContext, useTranslate, WrapperField } from 'react-admin';
import { SHORT_ID_LENGTH } from '../../../shared/constants';
import type { SellerRequest } from '../../../shared/contract/seller-requests';
import { formatDateTime, preview } from '../../common/formatters';
import { ResponsiveDatagrid } from '../../common/list/ResponsiveDatagrid';
import { RequestStatusBadge } from '../../common/status/RequestStatusBadge';
import { text } from '../../i18n/text';
import { CategoryBadges } from './CategoryBadges';
import { RequestActions } from './RequestActions';
import { RequestDetails } from './RequestDetails';

/** Spec §2: the search looks at the name (shop or owner), the email and the id. */
const matches = (request: SellerRequest, term: string) =>
  [request.name, request.ownerName, request.email, request.id].some((value) => value.toLowerCase().includes(term));

/** The page of requests, narrowed by the search; the server's order is kept (no column sorts). */
export const RequestTable = ({ search }: { search: string }) => {
  const translate = useTranslate();
  const { data } = useListContext<SellerRequest>();
  const term = search.trim().toLowerCase();
  const rows = useMemo(() => (term ? data?.filter((request) => matches(request, term)) : data), [data, term]);
  return (
    <ResponsiveDatagrid
      data={rows}
      actions={<RequestActions />}
      empty={
        <Typography sx={{ p: 2 }} color="text.secondary" data-testid="no-matches">
          {translate(text.sellerRequest.empty)}
        </Typography>
      }
    >
      <FunctionField<SellerRequest>
        label={translate(text.sellerRequest.columnId)}
        render={({ id }) => (
          <Tooltip title={id}>
            <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
              {preview(id, SHORT_ID_LENGTH)}
            </Typography>
          </Tooltip>
        )}
      />
      <TextField source="name" label={translate(text.sellerRequest.columnShopName)} sortable={false} fontWeight={500} />
      <TextField source="email" label={translate(text.sellerRequest.columnEmail)} sortable={false} />
      <FunctionField<SellerRequest>
        label={translate(text.sellerRequest.columnCategory)}
        render={({ category }) => <CategoryBadges categories={category} />}
      />
      <FunctionField<SellerRequest>
        label={translate(text.sellerRequest.columnStatus)}
        render={({ status }) => <RequestStatusBadge status={status} />}
      />
      <FunctionField<SellerRequest>
        label={translate(text.sellerRequest.columnRequestedAt)}
        render={({ createdAt }) => formatDateTime(createdAt)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <WrapperField label={translate(text.sellerRequest.columnDetails)}>
        <RequestDetails />
      </WrapperField>
    </ResponsiveDatagrid>
  );
};
