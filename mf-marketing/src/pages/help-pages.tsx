import { DataView, isEmptyList } from '../components/data-view';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { useChangelog } from '../features/changelog/api/get-changelog';
import { ChangelogView } from '../features/changelog/components/changelog-view';
import { useFaqs } from '../features/faq/api/get-faqs';
import { FaqBrowser } from '../features/faq/components/faq-browser';
import { useTerms } from '../features/terms/api/get-terms';
import { TermsView } from '../features/terms/components/terms-view';
import { useMk } from '../i18n';

export function QuestionsPage() {
  const { t } = useMk();
  const faqs = useFaqs();
  return (
    <div className="mk-page">
      <PageHeader title={t('faq.title')} lead={t('faq.lead')} />
      <DataView result={faqs} isEmpty={isEmptyList} emptyText={t('faq.empty')} skeleton={<Skeleton count={4} variant="lines" />}>
        {(items) => <FaqBrowser faqs={items} />}
      </DataView>
    </div>
  );
}

export function TermsPage() {
  const { t } = useMk();
  const terms = useTerms();
  return (
    <div className="mk-page">
      <PageHeader title={t('terms.title')} lead={t('terms.lead')} />
      <DataView result={terms} isEmpty={isEmptyList} emptyText={t('terms.empty')} skeleton={<Skeleton count={4} variant="lines" />}>
        {(sections) => <TermsView sections={sections} />}
      </DataView>
    </div>
  );
}

export function ChangelogPage() {
  const { t } = useMk();
  const log = useChangelog();
  return (
    <div className="mk-page">
      <PageHeader title={t('changelog.title')} lead={t('changelog.lead')} />
      <DataView result={log} isEmpty={isEmptyList} emptyText={t('changelog.empty')}>
        {(entries) => <ChangelogView entries={entries} />}
      </DataView>
    </div>
  );
}
