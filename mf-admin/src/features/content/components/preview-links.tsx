import { useState } from 'react';
import type { ContentType } from '@site/shared/content-editing';
import { formatDate, useLang } from '@site/shared/i18n';
import { LANGS, type Lang } from '@site/shared/lang';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { contentApi } from '../api/content-api';
import type { AfterSave } from './item-editor';

interface Link { url: string; expiresAt: string }

/**
 * Preview in either language: saves the draft, asks for a signed link to the real server-rendered
 * page, and shows it as a link that opens in a new tab (a link, not a pop-up a browser may block).
 */
export function PreviewLinks({ type, id, run, busy }: { type: ContentType; id: string; run: (next: AfterSave) => Promise<boolean>; busy: boolean }) {
  const { t } = useAdminT();
  const pageLang = useLang();
  const [links, setLinks] = useState<Partial<Record<Lang, Link>>>({});
  const ask = (lang: Lang) => run(async () => {
    const link = await contentApi.preview(type, id, lang);
    setLinks((all) => ({ ...all, [lang]: link }));
  });
  return (
    <div className="ad-preview" role="group" aria-label={t('content.preview.label')}>
      <div className="ad-toolbar">
        {LANGS.map((lang) => (
          <Button key={lang} variant="secondary" disabled={busy} onClick={() => void ask(lang)}>{t(`content.preview.make.${lang}`)}</Button>
        ))}
      </div>
      <ul aria-live="polite">
        {LANGS.map((lang) => {
          const link = links[lang];
          if (!link) return null;
          return (
            <li key={lang}>
              <a href={link.url} target="_blank" rel="noopener">{t(`content.preview.open.${lang}`)}</a>{' '}
              <span className="ui-field__hint">{t('content.preview.expires', { when: formatDate(link.expiresAt, pageLang, { timeStyle: 'short' }) })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
