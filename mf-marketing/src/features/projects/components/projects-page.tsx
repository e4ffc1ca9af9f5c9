import { ListPage } from '../../../components/list-page';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from './project-card';

export const ProjectsPage = () => <ListPage texts="projects" result={useProjects()} renderItem={(p) => <ProjectCard project={p} />} />;
