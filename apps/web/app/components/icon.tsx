// The sprite as a file of the build (hashed name, cached for good), never inlined into the JavaScript.
import spriteUrl from './icons.svg?no-inline';

/**
 * The registered icons' names, all a page's JavaScript knows of them: their drawings and view boxes are in the sprite
 * `icons.svg` (icon-definitions.ts writes it; icon.test.ts checks it against Font Awesome's). They are drawn here
 * rather than through @fortawesome/fontawesome-svg-core's runtime (about 23 KB gzipped in the browser), and no longer
 * as inline paths either (about 6 KB gzipped on every page, and their paths in every page's HTML and hydration): an
 * icon is `<svg><use href="…/icons-[hash].svg#name"/></svg>`.
 */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'arrow-down',
  'caret-left',
  'caret-right',
  'caret-up',
  'caret-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'chevron-down',
  'house',
  'phone',
  'envelope',
  'link',
  'bell',
  'star',
  'thumbs-up',
  'thumbs-down',
  'magnifying-glass',
  'dollar-sign',
  'clock',
  'eye',
  'eye-slash',
  'linkedin',
  'instagram',
  'facebook',
  'whatsapp',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * A registered icon as SVG, with Font Awesome's classes (`svg-inline--fa fa-{name}`, styled by its core rule in
 * styles/icons.css, so it has its final size at once). Always decorative (hidden from assistive technology): the link
 * or button around it carries the words, or an `aria-label` when the icon is all it shows. Nothing else, as the markup
 * is on every page (issue 23): an SVG element in HTML needs no namespace, and no view box of its own, the symbol's
 * sizing the drawing in the element's box (a `<use>` of a symbol fills it, centred, as Font Awesome's view box did).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={`svg-inline--fa fa-${name}${className ? ` ${className}` : ''}`} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
