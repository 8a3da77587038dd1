import { useTranslate } from 'react-admin';
import { OnOffChip } from '../../common/OnOffChip';
import { text } from '../../i18n/text';

/** Spec §2: the status badge reads Active (green) or Inactive (grey). */
export const ServiceProviderStatusBadge = ({ isActive }: { isActive: boolean }) => {
  const translate = useTranslate();
  return (
    <OnOffChip
      on={isActive}
      onLabel={translate(text.serviceProvider.active)}
      offLabel={translate(text.serviceProvider.inactive)}
      testId="provider-status"
    />
  );
};
