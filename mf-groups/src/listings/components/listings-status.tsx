import type { Section } from '@site/shared/listings/core';
import { Button, EmptyState } from '@site/shared/ui/core';
import { useGroupsT } from '../../locales';

export function ListingsEmpty({ section, filtered, onClear }: { section: Section; filtered: boolean; onClear: () => void }) {
  const { t } = useGroupsT();
  return (
    <div role="status">
      <EmptyState
        className="gr-empty"
        title={t(`sections.${section}.emptyTitle`)}
        description={filtered ? t(`sections.${section}.emptySearch`) : t(`sections.${section}.emptyAll`)}
        action={filtered ? <Button type="button" onClick={onClear}>{t('filters.clear')}</Button> : undefined}
      />
    </div>
  );
}

/** A failed read: the translated message and a way on. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useGroupsT();
  return (
    <div className="gr-panel gr-panel--error" role="alert">
      <p className="gr-panel__title">{text}</p>
      <Button type="button" onClick={onRetry}>{t('error.retry')}</Button>
    </div>
  );
}
