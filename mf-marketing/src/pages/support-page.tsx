import { PageHeader } from '../components/page-header';
import { SupportPanel } from '../features/support/components/support-panel';
import { useMk } from '../i18n';

/** SPEC 2 fixes this page's title literally, in both languages. */
export const SUPPORT_TITLE = 'Support Assistance';

export function SupportPage() {
  const { t } = useMk();
  return (
    <div className="mk-page">
      <PageHeader title={<span lang="en" dir="ltr">{SUPPORT_TITLE}</span>} lead={t('support.lead')} />
      <SupportPanel />
    </div>
  );
}
