import { useTeam } from '../../../api/get-team';
import { MemberCard } from '../../../components/cards/member-card';
import { ListPage } from '../../../components/list-page';

export const TeamPage = () => <ListPage texts="team" result={useTeam()} renderItem={(m) => <MemberCard member={m} showBio level={2} />} />;
