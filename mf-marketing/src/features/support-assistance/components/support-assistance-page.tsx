import { TitledPage } from '../../../components/titled-page';
import { SupportPanel } from './support-panel';
import { SupportServices } from './support-services';
import { useMk } from '../../../locales';

/** This page's title is this English text in both languages. */
export const SUPPORT_ASSISTANCE_TITLE = 'Support Assistance';

export function SupportAssistancePage() {
  const { t } = useMk();
  return (
    <TitledPage title={<span lang="en" dir="ltr">{SUPPORT_ASSISTANCE_TITLE}</span>} lead={t('support.lead')}>
      <SupportPanel />
      <SupportServices />
    </TitledPage>
  );
}
