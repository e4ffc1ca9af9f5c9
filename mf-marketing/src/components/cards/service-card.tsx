import { href } from '@site/shared/routes';
import type { Service } from '@site/shared/types';
import { useLang } from '@site/shared/i18n';
import { useMk } from '../../locales';
import { Icon } from './icon';

export function ServiceCard({ service, level = 3 }: { service: Service; level?: 2 | 3 }) {
  const { t } = useMk();
  const lang = useLang();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="mk-card">
      <Icon name={service.icon} />
      <Heading>
        <a className="mk-link" href={href('service-details', lang, { id: service.id })}>{service.title}</a>
      </Heading>
      <p className="mk-muted">{service.summary}</p>
      <span className="mk-visually-hidden">{t('common.readMore')}</span>
    </article>
  );
}
