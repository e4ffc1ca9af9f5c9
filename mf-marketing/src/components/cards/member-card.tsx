import type { TeamMember } from '@site/shared/types';
import { LazyImg } from '../lazy-img';
import './cards.css';

interface Props {
  member: TeamMember;
  showBio?: boolean;
  level?: 2 | 3;
}

export function MemberCard({ member, showBio = false, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="mk-card mk-member">
      <LazyImg image={member.photo} width={320} height={320} className="mk-member__photo" />
      <Heading><bdi>{member.name}</bdi></Heading>
      <p className="mk-muted">{member.role}</p>
      {showBio ? <p>{member.bio}</p> : null}
    </article>
  );
}
