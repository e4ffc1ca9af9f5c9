import { RecordPage } from '../../../components/record-page';
import { usePageParams } from '../../../lib/page-params';
import { useWorkMethod } from '../api/get-work-method';
import { useWorkMethods } from '../api/get-work-methods';
import { WorkMethodDetail } from './work-method-detail';

export function WorkMethodDetailsPage() {
  const all = useWorkMethods();
  return <RecordPage result={useWorkMethod(usePageParams().id)}>{(m) => <WorkMethodDetail method={m} steps={all.data ?? [m]} />}</RecordPage>;
}
