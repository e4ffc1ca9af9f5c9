import { usePageParams } from '../lib/page-params';
import { DataView } from '../components/data-view';
import { Skeleton } from '../components/skeleton';
import { useWorkMethod } from '../features/work-methods/api/get-work-method';
import { useWorkMethods } from '../features/work-methods/api/get-work-methods';
import { WorkMethodDetail } from '../features/work-methods/components/work-method-detail';

export function WorkMethodPage() {
  const { id } = usePageParams();
  const method = useWorkMethod(id);
  const all = useWorkMethods();
  return (
    <div className="mk-page">
      <DataView result={method} skeleton={<Skeleton count={1} variant="lines" />}>
        {(m) => <WorkMethodDetail method={m} steps={all.data ?? [m]} />}
      </DataView>
    </div>
  );
}
