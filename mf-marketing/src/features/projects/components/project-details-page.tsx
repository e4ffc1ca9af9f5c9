import { RecordPage } from '../../../components/record-page';
import { usePageParams } from '../../../lib/page-params';
import { useProject } from '../api/get-project';
import { ProjectDetail } from './project-detail';

export const ProjectDetailsPage = () => <RecordPage result={useProject(usePageParams().id)}>{(p) => <ProjectDetail project={p} />}</RecordPage>;
