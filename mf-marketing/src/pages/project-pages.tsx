import { usePageParams } from '../lib/page-params';
import { DataView } from '../components/data-view';
import { ListPage } from '../components/list-page';
import { Skeleton } from '../components/skeleton';
import { useProject } from '../features/projects/api/get-project';
import { useProjects } from '../features/projects/api/get-projects';
import { ProjectCard } from '../features/projects/components/project-card';
import { ProjectDetail } from '../features/projects/components/project-detail';
import { useMk } from '../locales';

export function ProjectsPage() {
  const { t } = useMk();
  return (
    <ListPage
      title={t('projects.title')}
      lead={t('projects.lead')}
      result={useProjects()}
      emptyText={t('projects.empty')}
      renderItem={(p) => <ProjectCard project={p} />}
    />
  );
}

export function ProjectPage() {
  const { id } = usePageParams();
  const project = useProject(id);
  return (
    <div className="mk-page">
      <DataView result={project} skeleton={<Skeleton count={1} variant="lines" />}>
        {(p) => <ProjectDetail project={p} />}
      </DataView>
    </div>
  );
}
