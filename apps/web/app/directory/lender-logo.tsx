import { ResponsiveImage } from '../components/responsive-image.tsx';
import type { ShownLogo } from './lender-logo-source.ts';

/**
 * A lender's logo at a given height: a generated one keeps its own proportions (its width follows from its
 * height), an uploaded one is fitted into a box of its proportions through the image route (or shown as is when
 * it is an SVG). `alt` is empty where the lender's name is written beside the logo, its name where it is not.
 */
export function LenderLogo({
  logo,
  height,
  alt,
  className,
  priority = false,
}: {
  logo: ShownLogo;
  height: number;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const width = Math.round((height * logo.width) / logo.height);
  const classes = ['lender-logo', className].filter(Boolean).join(' ');
  if (logo.uploaded)
    return (
      <ResponsiveImage
        src={logo.src}
        alt={alt}
        width={width}
        height={height}
        sizes={`${width}px`}
        fit="contain"
        keepVector
        className={classes}
        priority={priority}
      />
    );
  return (
    <img
      src={logo.src}
      alt={alt}
      width={width}
      height={height}
      className={classes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
