import type { ImageRef } from '@site/shared/types';

interface Props {
  image: ImageRef;
  width: number;
  height: number;
  className?: string;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
}

/** Below-the-fold image: lazy, async decode, fixed box so layout does not shift; a media-library image offers its smaller copies. */
export function LazyImg({ image, width, height, className, decorative }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={`(max-width: ${width}px) 100vw, ${width}px`}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className ? `mk-img ${className}` : 'mk-img'}
    />
  );
}
