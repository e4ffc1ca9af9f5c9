import { type FormEvent, useId } from 'react';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';

export interface AuditFilterValues { action: string; from: string; to: string }

/** Action type and a range of days; submitting puts them in the address (page 1). */
export function AuditFilters({ values, onApply }: { values: AuditFilterValues; onApply: (next: AuditFilterValues) => void }) {
  const { t } = useAdminT();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onApply({ action: read('action'), from: read('from'), to: read('to') });
  };
  return (
    <form role="search" aria-label={t('audit.filters')} className="ad-filters" onSubmit={submit}>
      <label htmlFor={`${id}-action`}>{t('audit.action')}</label>
      <input id={`${id}-action`} name="action" className="ui-input" defaultValue={values.action} placeholder="people.invite" dir="ltr" />
      <label htmlFor={`${id}-from`}>{t('audit.from')}</label>
      <input id={`${id}-from`} name="from" type="date" className="ui-input" defaultValue={values.from} />
      <label htmlFor={`${id}-to`}>{t('audit.to')}</label>
      <input id={`${id}-to`} name="to" type="date" className="ui-input" defaultValue={values.to} />
      <Button type="submit">{t('audit.apply')}</Button>
    </form>
  );
}
