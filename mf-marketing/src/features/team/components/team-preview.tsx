import { Link } from 'react-router';
import { href } from '@site/shared/routes';
import { MemberCard } from '../../../components/cards/member-card';
import { DataView, isEmptyList } from '../../../components/data-view';
import { Reveal } from '../../../components/reveal';
import { useMk } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { useTeam } from '../api/get-team';

const PREVIEW_SIZE = 4;

export function TeamPreview() {
  const { t } = useMk();
  const lang = useLang();
  const team = useTeam();
  return (
    <Reveal as="section" className="mk-section" labelledBy="mk-team-preview">
      <div className="mk-section__head">
        <h2 className="mk-section__title" id="mk-team-preview">{t('about.teamTitle')}</h2>
        <Link className="mk-link" to={href('team', lang)}>{t('about.allTeam')}</Link>
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
