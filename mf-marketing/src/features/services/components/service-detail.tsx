import type { Service } from '@site/shared/types';
import { Icon } from '../../../components/cards/icon';
import { LazyImg } from '../../../components/lazy-img';
import { PageHeader } from '../../../components/page-header';

export function ServiceDetail({ service }: { service: Service }) {
  return (
    <article className="mk-service">
      <Icon name={service.icon} />
      <PageHeader title={service.title} lead={service.summary} />
      {service.image.src ? (
        <LazyImg image={service.image} width={960} height={480} className="mk-detail-img" />
      ) : null}
      <div className="mk-prose">{service.body}</div>
    </article>
  );
}
