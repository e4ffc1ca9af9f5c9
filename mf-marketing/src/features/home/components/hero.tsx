import type { Hero as HeroData } from '@site/shared/types';
import { SmartLink } from '../../../components/smart-link';
import { FallingStars } from './falling-stars';
import './home.css';

/** The hero is the largest paint: its image loads eagerly with high priority. */
export function Hero({ hero }: { hero: HeroData }) {
  return (
    <header className="mk-hero">
      <FallingStars />
      <div className="mk-hero__text">
        <h1 className="mk-hero__title">{hero.title}</h1>
        <p className="mk-hero__subtitle">{hero.subtitle}</p>
        <SmartLink to={hero.ctaHref} className="mk-button mk-hero__cta">{hero.ctaLabel}</SmartLink>
      </div>
      {hero.image.src ? (
        <img
          className="mk-hero__image"
          src={hero.image.src}
          srcSet={hero.image.srcSet}
          sizes="(max-width: 560px) 100vw, 560px"
          alt={hero.image.alt}
          width={560}
          height={420}
          fetchPriority="high"
        />
      ) : null}
    </header>
  );
}
