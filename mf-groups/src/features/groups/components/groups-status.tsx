import { useTranslation } from '@site/shared/i18n';
import { Button, EmptyState } from '@site/shared/ui';
import { NS } from '../../../i18n';

// The typed search keeps its own direction inside the sentence (a Latin word in Arabic text).
const isolate = (text: string) => `\u2068${text}\u2069`;

export function GroupsEmpty({ q, onClear }: { q: string; onClear: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div role="status">
      <EmptyState
        className="gr-empty"
        title={t('empty.title')}
        description={q ? t('empty.search', { q: isolate(q) }) : t('empty.all')}
        action={q ? <Button type="button" onClick={onClear}>{t('search.clear')}</Button> : undefined}
      />
    </div>
  );
}

export function GroupsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="gr-panel gr-panel--error" role="alert">
      <p className="gr-panel__title">{t('error.title')}</p>
      <Button type="button" onClick={onRetry}>{t('error.retry')}</Button>
    </div>
  );
}
