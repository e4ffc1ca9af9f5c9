import type { ImageRef } from '@site/shared/types';

interface Props {
  image: ImageRef;
  width: number;
  height: number;
  className?: string;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
}

/** Below-the-fold image: lazy, async decode, fixed box so layout does not shift. */
export function LazyImg({ image, width, height, className, decorative }: Props) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className ? `mk-img ${className}` : 'mk-img'}
    />
  );
}
