import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { MemberCard } from '../../../components/cards/member-card';
import { DataView, isEmptyList } from '../../../components/data-view';
import { Reveal } from '../../../components/reveal';
import { useMk } from '../../../locales';
import { useTeam } from '../../../api/get-team';

const PREVIEW_SIZE = 4;

export function TeamPreview() {
  const { t } = useMk();
  const lang = useLang();
  const team = useTeam();
  return (
    <Reveal as="section" className="mk-section" labelledBy="mk-team-preview">
      <div className="mk-section__head">
        <h2 className="mk-section__title" id="mk-team-preview">{t('about.teamTitle')}</h2>
        <a className="mk-link" href={href('team', lang)}>{t('about.allTeam')}</a>
      </div>
      <DataView result={team} isEmpty={isEmptyList} emptyText={t('team.empty')}>
        {(members) => (
          <ul className="mk-grid">
            {members.slice(0, PREVIEW_SIZE).map((m) => <li key={m.id}><MemberCard member={m} /></li>)}
          </ul>
        )}
      </DataView>
    </Reveal>
  );
}
