import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@site/shared/audit';
import { useApi } from '@site/shared/api';
import type { Page } from '@site/shared/types';
import { Button, EmptyState, Pagination, Skeleton, pageCountOf } from '@site/shared/ui/core';
import { SectionPage } from '../../../components/section-page';
import { useAdminT } from '../../../locales';
import { exportAuditCsv } from '../api/export-csv';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

/** /admin/audit: the audit log, filtered and paged in the address, and its CSV export. */
export function AuditPage() {
  return <SectionPage section="audit">{() => <AuditLog />}</SectionPage>;
}

function AuditLog() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const [exportFailed, setExportFailed] = useState(false);
  const filter = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<(typeof FILTER_KEYS)[number], string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams(Object.entries({ ...filter, page: String(page) }).filter(([, v]) => v !== ''));
  const list = useApi<Page<AuditEntry>>(`/admin/audit?${query.toString()}`, { keepPreviousData: true });

  const apply = (next: Partial<AuditFilterValues & { actor: string }>, toPage = 1) => {
    const merged = { ...filter, ...next, page: toPage > 1 ? String(toPage) : '' };
    setParams(new URLSearchParams(Object.entries(merged).filter(([, v]) => v !== '')));
  };
  const download = () => {
    setExportFailed(false);
    exportAuditCsv(filter).catch(() => setExportFailed(true));
  };

  return (
    <>
      <AuditFilters key={`${filter.action}|${filter.from}|${filter.to}`} values={filter} onApply={(values) => apply(values)} />
      <div className="ad-toolbar">
        {filter.actor && <Button variant="ghost" onClick={() => apply({ actor: '' })}>{t('audit.everyone')}</Button>}
        <Button variant="secondary" onClick={download}>{t('audit.export')}</Button>
        {exportFailed && <p role="alert">{t('audit.exportFailed')}</p>}
      </div>
      <div aria-live="polite" aria-busy={list.isLoading}>
        {!list.data ? <Skeleton lines={5} /> : list.data.items.length === 0 ? <EmptyState title={t('audit.empty')} description={null} /> : (
          <>
            <p className="ad-count">{t('audit.count', { count: list.data.total })}</p>
            <AuditTable items={list.data.items} onPerson={(actor) => apply({ actor })} />
            <Pagination page={page} pageCount={pageCountOf(list.data.total, list.data.pageSize || AUDIT_PAGE_SIZE)} onPageChange={(p) => apply({}, p)} />
          </>
        )}
      </div>
    </>
  );
}
