import { Skeleton } from '../components/skeleton';
import { ListDataPage } from '../components/titled-page';
import { useChangelog } from '../features/changelog/api/get-changelog';
import { ChangelogView } from '../features/changelog/components/changelog-view';
import { useFaqs } from '../features/faq/api/get-faqs';
import { FaqBrowser } from '../features/faq/components/faq-browser';
import { useTerms } from '../features/terms/api/get-terms';
import { TermsView } from '../features/terms/components/terms-view';
import { useMk } from '../locales';

const LINES = <Skeleton count={4} variant="lines" />;

export function QuestionsPage() {
  const { t } = useMk();
  return (
    <ListDataPage title={t('faq.title')} lead={t('faq.lead')} result={useFaqs()} emptyText={t('faq.empty')} skeleton={LINES}>
      {(items) => <FaqBrowser faqs={items} />}
    </ListDataPage>
  );
}

export function TermsPage() {
  const { t } = useMk();
  return (
    <ListDataPage title={t('terms.title')} lead={t('terms.lead')} result={useTerms()} emptyText={t('terms.empty')} skeleton={LINES}>
      {(sections) => <TermsView sections={sections} />}
    </ListDataPage>
  );
}

export function ChangelogPage() {
  const { t } = useMk();
  return (
    <ListDataPage title={t('changelog.title')} lead={t('changelog.lead')} result={useChangelog()} emptyText={t('changelog.empty')}>
      {(entries) => <ChangelogView entries={entries} />}
    </ListDataPage>
  );
}
