import { formatNumber, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Project } from '@site/shared/types';
import { LazyImg } from '../../../components/lazy-img';

export function ProjectCard({ project }: { project: Project }) {
  const lang = useLang();
  return (
    <article className="mk-card">
      <LazyImg image={project.image} width={480} height={270} decorative />
      <h2 className="mk-article-card__title">
        <a className="mk-link" href={href('project-details', lang, { id: project.id })}>{project.title}</a>
      </h2>
      <p className="mk-muted">
        <bdi>{project.client}</bdi> · {formatNumber(project.year, lang, { useGrouping: false })}
      </p>
      <p>{project.summary}</p>
    </article>
  );
}
