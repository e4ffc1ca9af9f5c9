import type { Feature } from '@site/shared/types';
import { Icon } from './icon';

export function FeatureCard({ feature, level = 3 }: { feature: Feature; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="mk-card">
      <Icon name={feature.icon} />
      <Heading>{feature.title}</Heading>
      <p className="mk-muted">{feature.summary}</p>
    </article>
  );
}
