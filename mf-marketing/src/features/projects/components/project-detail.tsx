import { formatNumber, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Project } from '@site/shared/types';
import { Facts } from '../../../components/facts';
import { PageHeader } from '../../../components/page-header';
import { RecordBody } from '../../../components/record-body';
import { useMk } from '../../../locales';

export function ProjectDetail({ project }: { project: Project }) {
  const { t } = useMk();
  const lang = useLang();
  return (
    <article>
      <p><a className="mk-link" href={href('projects', lang)}>{t('projects.back')}</a></p>
      <PageHeader title={project.title} lead={project.summary} />
      <Facts
        className="mk-facts"
        items={[[t('projects.client'), <bdi key="client">{project.client}</bdi>], [t('projects.year'), formatNumber(project.year, lang, { useGrouping: false })]]}
      />
      <RecordBody image={project.image} body={project.body} tags={project.tags} />
    </article>
  );
}
