// The sprite as a file of the build (hashed name, cached for good), never inlined into the JavaScript.
import spriteUrl from './icons.svg?no-inline';

/**
 * Each icon's view box (Font Awesome's width and height), all a page's JavaScript knows of the icons: their drawings
 * are in the sprite `icons.svg` (icon-definitions.ts writes it; icon.test.ts checks both against Font Awesome's).
 * They are drawn here rather than through @fortawesome/fontawesome-svg-core's runtime (about 23 KB gzipped in the
 * browser), and no longer as inline paths either (about 6 KB gzipped on every page, and their paths in every page's
 * HTML and hydration): an icon is `<svg><use href="…/icons-[hash].svg#name"/></svg>`.
 */
export const ICON_BOXES = {
  'arrow-left': [512, 512],
  'arrow-right': [512, 512],
  'arrow-up': [384, 512],
  'arrow-down': [384, 512],
  'caret-left': [256, 512],
  'caret-right': [256, 512],
  'caret-up': [320, 512],
  'caret-down': [320, 512],
  'chevron-left': [320, 512],
  'chevron-right': [320, 512],
  'chevron-up': [448, 512],
  'chevron-down': [448, 512],
  house: [512, 512],
  phone: [512, 512],
  envelope: [512, 512],
  link: [576, 512],
  bell: [448, 512],
  star: [576, 512],
  'thumbs-up': [512, 512],
  'thumbs-down': [512, 512],
  'magnifying-glass': [512, 512],
  'dollar-sign': [320, 512],
  clock: [512, 512],
  eye: [576, 512],
  'eye-slash': [576, 512],
  linkedin: [448, 512],
  instagram: [448, 512],
  facebook: [512, 512],
  whatsapp: [448, 512],
} as const satisfies Readonly<Record<string, readonly [number, number]>>;

export type IconName = keyof typeof ICON_BOXES;

/**
 * A registered icon as SVG, with Font Awesome's classes (`svg-inline--fa fa-{name}`, styled by its core rule in styles/icons.css, so it has its final size at once). Always decorative (hidden from assistive
 * technology): the link or button around it carries the words, or an `aria-label` when the icon is all it shows.
 * Nothing else: an SVG element in HTML needs no namespace, and the markup is on every page (issue 23).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const [width, height] = ICON_BOXES[name];
  return (
    <svg className={`svg-inline--fa fa-${name}${className ? ` ${className}` : ''}`} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
