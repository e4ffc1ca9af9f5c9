import { RecordPage } from '../../../components/record-page';
import { usePageParams } from '../../../lib/page-params';
import { useService } from '../api/get-service';
import { OtherServices } from './other-services';
import { ServiceDetail } from './service-detail';

export function ServiceDetailsPage() {
  return (
    <RecordPage result={useService(usePageParams().id)}>
      {(s) => (
        <>
          <ServiceDetail service={s} />
          <OtherServices currentId={s.id} />
        </>
      )}
    </RecordPage>
  );
}
