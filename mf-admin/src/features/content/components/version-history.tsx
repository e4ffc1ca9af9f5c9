import { useId, useState } from 'react';
import { errorText, showToast, useApi } from '@site/shared/api';
import type { ContentType, ContentVersionSummary } from '@site/shared/content-editing';
import { formatDate, formatNumber, useLang } from '@site/shared/i18n';
import { Button, Skeleton } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { contentApi, contentPaths, type VersionDetail } from '../api/content-api';

export interface VersionHistoryProps {
  type: ContentType;
  id: string;
  versions: ContentVersionSummary[];
  mayRestore: boolean;
  onRestored: () => unknown;
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** Every published version, newest first; one opens to what it changed, and can be published again. */
export function VersionHistory({ type, id, versions, mayRestore, onRestored }: VersionHistoryProps) {
  const { t } = useAdminT();
  const lang = useLang();
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <section className="ui-card ad-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content.history.heading')}</h2>
      <ol className="ad-history__list">
        {newestFirst.map((v) => (
          <li key={v.version}>
            <Button variant="ghost" aria-expanded={open === v.version} onClick={() => setOpen(open === v.version ? null : v.version)}>
              {t('content.history.version', { n: formatNumber(v.version, lang), when: formatDate(v.publishedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </Button>
            {open === v.version && <VersionChanges type={type} id={id} n={v.version} mayRestore={mayRestore} onRestored={onRestored} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function VersionChanges({ type, id, n, mayRestore, onRestored }: { type: ContentType; id: string; n: number; mayRestore: boolean; onRestored: () => unknown }) {
  const { t } = useAdminT();
  const lang = useLang();
  const detail = useApi<VersionDetail>(contentPaths.version(type, id, n));
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      const { version } = await contentApi.restore(type, id, n);
      showToast((toast) => toast.success(t('content.history.restored', { n: formatNumber(n, lang), version: formatNumber(version, lang) })));
      await onRestored();
    } catch (error) {
      showToast((toast) => toast.error(errorText(error, t('content.failed')).message));
    } finally {
      setBusy(false);
    }
  };
  if (!detail.data) return <Skeleton lines={3} />;
  return (
    <div className="ad-history__detail">
      {detail.data.changes.length === 0 ? <p>{t('content.history.noChanges')}</p> : (
        <div className="ad-table-wrap">
          <table className="ad-table">
            <caption>{t('content.history.changes', { n: formatNumber(n, lang) })}</caption>
            <thead>
              <tr><th scope="col">{t('content.history.field')}</th><th scope="col">{t('content.history.before')}</th><th scope="col">{t('content.history.after')}</th></tr>
            </thead>
            <tbody>
              {detail.data.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" dir="ltr">{change.field}</th>
                  <td><pre className="ad-diff ad-diff--before">{show(change.before)}</pre></td>
                  <td><pre className="ad-diff ad-diff--after">{show(change.after)}</pre></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayRestore && <Button variant="secondary" loading={busy} onClick={() => void restore()}>{t('content.history.restore', { n: formatNumber(n, lang) })}</Button>}
    </div>
  );
}
