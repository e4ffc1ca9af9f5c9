import { TitledPage } from '../components/titled-page';
import { SupportPanel } from '../features/support/components/support-panel';
import { SupportServices } from '../features/support/components/support-services';
import { useMk } from '../locales';

/** This page's title is this English text in both languages. */
export const SUPPORT_TITLE = 'Support Assistance';

export function SupportPage() {
  const { t } = useMk();
  return (
    <TitledPage title={<span lang="en" dir="ltr">{SUPPORT_TITLE}</span>} lead={t('support.lead')}>
      <SupportPanel />
      <SupportServices />
    </TitledPage>
  );
}
