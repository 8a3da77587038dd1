import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SELLER_REQUESTS_PAGE_SIZE } from '../../../shared/constants';
import { CatalogList } from '../../common/list/CatalogList';
import { text } from '../../i18n/text';
import { RequestFilters } from './RequestFilters';
import { RequestTable } from './RequestTable';

const COLUMNS = 8;
const PAGER = { sizes: [SELLER_REQUESTS_PAGE_SIZE], perPage: SELLER_REQUESTS_PAGE_SIZE, pages: true };
const PENDING_FIRST = { status: 'PENDING' };

/**
 * Spec §2 "Seller Requests": pages of 10 from the server, Pending at first; the search looks
 * only through the page shown.
 */
export const SellerRequestList = () => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const title = translate(text.sellerRequest.title);
  return (
    <CatalogList
      title={title}
      breadcrumb={title}
      loadErrorTitle={translate(text.sellerRequest.loadError)}
      emptyTitle={translate(text.sellerRequest.empty)}
      columns={COLUMNS}
      filterDefaultValues={PENDING_FIRST}
      pager={PAGER}
      toolbar={<RequestFilters search={search} onSearch={setSearch} />}
    >
      <RequestTable search={search} />
    </CatalogList>
  );
};
