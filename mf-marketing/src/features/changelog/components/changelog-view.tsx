import { formatDate, useLang } from '@site/shared/i18n';
import type { ChangelogEntry } from '@site/shared/types';
import { useMk } from '../../../locales';
import { groupByVersion } from './group-by-version';

export function ChangelogView({ entries }: { entries: readonly ChangelogEntry[] }) {
  const { t } = useMk();
  const lang = useLang();
  return (
    <ol className="mk-changelog" reversed>
      {groupByVersion(entries).map((release) => (
        <li key={release.version} className="mk-card mk-changelog__release">
          <h2>
            <bdi dir="ltr">{t('changelog.version', { version: release.version })}</bdi>
          </h2>
          <p className="mk-muted">
            <time dateTime={release.releasedAt}>{formatDate(release.releasedAt, lang)}</time>
          </p>
          <ul className="mk-changelog__entries">
            {release.entries.map((e) => (
              <li key={e.id}>
                <span className={`mk-badge mk-badge--${e.kind}`}>{t(`changelog.kinds.${e.kind}`)}</span> {e.text}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
