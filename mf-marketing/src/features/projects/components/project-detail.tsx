import { formatNumber, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Project } from '@site/shared/types';
import { LazyImg } from '../../../components/lazy-img';
import { PageHeader } from '../../../components/page-header';
import { useMk } from '../../../locales';

export function ProjectDetail({ project }: { project: Project }) {
  const { t } = useMk();
  const lang = useLang();
  return (
    <article>
      <p><a className="mk-link" href={href('projects', lang)}>{t('projects.back')}</a></p>
      <PageHeader title={project.title} lead={project.summary} />
      <dl className="mk-facts">
        <div><dt>{t('projects.client')}</dt><dd><bdi>{project.client}</bdi></dd></div>
        <div><dt>{t('projects.year')}</dt><dd>{formatNumber(project.year, lang, { useGrouping: false })}</dd></div>
      </dl>
      {project.image.src ? (
        <LazyImg image={project.image} width={960} height={480} className="mk-detail-img" />
      ) : null}
      <div className="mk-prose">{project.body}</div>
      {project.tags.length ? (
        <ul className="mk-tags" aria-label={t('articles.tags')}>
          {project.tags.map((tag) => <li key={tag} className="mk-badge">{tag}</li>)}
        </ul>
      ) : null}
    </article>
  );
}
