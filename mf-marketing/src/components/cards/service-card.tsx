import { Link } from 'react-router';
import { href } from '@site/shared/routes';
import type { Service } from '@site/shared/types';
import { useMk } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { Icon } from './icon';

export function ServiceCard({ service, level = 3 }: { service: Service; level?: 2 | 3 }) {
  const { t } = useMk();
  const lang = useLang();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="mk-card">
      <Icon name={service.icon} />
      <Heading>
        <Link className="mk-link" to={href('service-details', lang, { id: service.id })}>{service.title}</Link>
      </Heading>
      <p className="mk-muted">{service.summary}</p>
      <span className="mk-visually-hidden">{t('common.readMore')}</span>
    </article>
  );
}
