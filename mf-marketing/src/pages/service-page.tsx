import { usePageParams } from '../lib/page-params';
import { DataView } from '../components/data-view';
import { Skeleton } from '../components/skeleton';
import { useService } from '../features/services/api/get-service';
import { OtherServices } from '../features/services/components/other-services';
import { ServiceDetail } from '../features/services/components/service-detail';

export function ServicePage() {
  const { id = '' } = usePageParams();
  const service = useService(id);
  return (
    <div className="mk-page">
      <DataView result={service} skeleton={<Skeleton count={1} variant="lines" />}>
        {(s) => (
          <>
            <ServiceDetail service={s} />
            <OtherServices currentId={s.id} />
          </>
        )}
      </DataView>
    </div>
  );
}
