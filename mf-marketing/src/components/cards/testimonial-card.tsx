import type { Testimonial } from '@site/shared/types';
import { LazyImg } from '../lazy-img';
import { StarRating } from '../star-rating';

export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="mk-card mk-testimonial">
      <StarRating rating={item.rating} />
      <blockquote className="mk-testimonial__quote">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="mk-testimonial__author">
        <LazyImg image={item.avatar} width={48} height={48} className="mk-avatar" decorative />
        <span>
          <strong><bdi>{item.author}</bdi></strong>
          <span className="mk-muted"> · {item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
