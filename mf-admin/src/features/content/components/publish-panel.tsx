import { useId, useState } from 'react';
import { errorText, showToast } from '@site/shared/api';
import { type ContentType, missingTranslations } from '@site/shared/content-editing';
import { formatDate, formatNumber, useLang } from '@site/shared/i18n';
import { useWatch } from '@site/shared/ui';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { contentApi } from '../api/content-api';
import { type FieldSpec, type FormValues, fromForm } from '../fields';
import type { AfterSave } from './item-editor';

/** The fields written in one language only, as the form stands (the API checks the same on publish). */
function useMissing(specs: FieldSpec[]): string[] {
  const fields = useWatch<FormValues, 'fields'>({ name: 'fields' });
  try {
    return missingTranslations(fromForm(specs, { fields }));
  } catch {
    return []; // A field that does not parse yet (JSON) has its own error.
  }
}

export interface PublishPanelProps {
  type: ContentType;
  id: string;
  specs: FieldSpec[];
  run: (next: AfterSave) => Promise<boolean>;
  busy: boolean;
  publishAt: string | null;
  onChanged: () => unknown;
}

/**
 * Publish now or at a time. A half-translated item shows which fields miss a language; publishing
 * it anyway takes the "publish anyway" box, else the API refuses and its reason shows.
 */
export function PublishPanel({ type, id, specs, run, busy, publishAt, onChanged }: PublishPanelProps) {
  const { t } = useAdminT();
  const lang = useLang();
  const uid = useId();
  const missing = useMissing(specs);
  const [override, setOverride] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState(false);

  const publish = () => run(async () => {
    const started = performance.now();
    const { version } = await contentApi.publish(type, id, override);
    showToast((toast) => toast.success(t('content.published', { version: formatNumber(version, lang), ms: formatNumber(Math.round(performance.now() - started), lang) })));
  });
  const schedule = () => {
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime())) return setAtError(true);
    void run(async () => {
      const { publishAt: set } = await contentApi.schedule(type, id, when.toISOString(), override);
      showToast((toast) => toast.success(t('content.scheduled', { when: formatDate(set, lang, { dateStyle: 'medium', timeStyle: 'short' }) })));
    });
  };
  const unschedule = () => contentApi.unschedule(type, id).then(
    () => { showToast((toast) => toast.success(t('content.unscheduled'))); return onChanged(); },
    (error: unknown) => showToast((toast) => toast.error(errorText(error, t('content.failed')).message)),
  );

  return (
    <div className="ad-publish" role="group" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{t('content.publishHeading')}</h2>
      {missing.length > 0 && (
        <div className="ad-warning" id={`${uid}-missing`}>
          <p>{t('content.missing.warning', { count: missing.length, n: formatNumber(missing.length, lang) })}</p>
          <ul>{missing.map((field) => <li key={field} dir="ltr">{field}</li>)}</ul>
          <label className="ui-checkbox__label">
            <input type="checkbox" className="ui-checkbox__input" checked={override} onChange={(e) => setOverride(e.target.checked)} />
            {t('content.missing.override')}
          </label>
        </div>
      )}
      <div className="ad-toolbar">
        <Button disabled={busy} onClick={() => void publish()} aria-describedby={missing.length ? `${uid}-missing` : undefined}>{t('content.publish')}</Button>
      </div>
      <div className="ad-schedule">
        <label htmlFor={`${uid}-at`}>{t('content.scheduleAt')}</label>
        <input
          id={`${uid}-at`} type="datetime-local" className="ui-input" value={at}
          aria-invalid={atError || undefined} aria-describedby={atError ? `${uid}-at-error` : undefined}
          onChange={(e) => { setAt(e.target.value); setAtError(false); }}
        />
        <Button variant="secondary" disabled={busy} onClick={schedule}>{t('content.schedule')}</Button>
        {atError && <p id={`${uid}-at-error`} className="ui-field__error">{t('content.scheduleMissing')}</p>}
      </div>
      {publishAt && (
        <p className="ad-toolbar">
          {t('content.state.scheduled', { when: formatDate(publishAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}
          <Button variant="ghost" disabled={busy} onClick={() => void unschedule()}>{t('content.unschedule')}</Button>
        </p>
      )}
    </div>
  );
}
