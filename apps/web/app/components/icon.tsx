import { faFacebook } from '@fortawesome/free-brands-svg-icons/faFacebook';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';
import { faWhatsapp } from '@fortawesome/free-brands-svg-icons/faWhatsapp';
import { faArrowDown } from '@fortawesome/free-solid-svg-icons/faArrowDown';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faArrowUp } from '@fortawesome/free-solid-svg-icons/faArrowUp';
import { faBell } from '@fortawesome/free-solid-svg-icons/faBell';
import { faCaretDown } from '@fortawesome/free-solid-svg-icons/faCaretDown';
import { faCaretLeft } from '@fortawesome/free-solid-svg-icons/faCaretLeft';
import { faCaretRight } from '@fortawesome/free-solid-svg-icons/faCaretRight';
import { faCaretUp } from '@fortawesome/free-solid-svg-icons/faCaretUp';
import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { faChevronUp } from '@fortawesome/free-solid-svg-icons/faChevronUp';
import { faClock } from '@fortawesome/free-solid-svg-icons/faClock';
import { faDollarSign } from '@fortawesome/free-solid-svg-icons/faDollarSign';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faEye } from '@fortawesome/free-solid-svg-icons/faEye';
import { faEyeSlash } from '@fortawesome/free-solid-svg-icons/faEyeSlash';
import { faHouse } from '@fortawesome/free-solid-svg-icons/faHouse';
import { faLink } from '@fortawesome/free-solid-svg-icons/faLink';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { faStar } from '@fortawesome/free-solid-svg-icons/faStar';
import { faThumbsDown } from '@fortawesome/free-solid-svg-icons/faThumbsDown';
import { faThumbsUp } from '@fortawesome/free-solid-svg-icons/faThumbsUp';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';

/**
 * The site's icons, exactly those of spec §2 (arrows, carets, chevrons, house, phone, envelope, link, bell, star,
 * thumbs up and down, search, dollar, clock, eye, eye-slash; LinkedIn, Instagram, Facebook, WhatsApp), each
 * imported from its own module of Font Awesome's free packs: the public bundle holds these paths and no others,
 * even when another part of the site (the back office) imports other icons from the packs' index.
 * Keys are Font Awesome's own icon names.
 *
 * They are drawn here rather than through @fortawesome/fontawesome-svg-core's runtime: that runtime weighs about
 * 23 KB gzipped in the browser (measured with esbuild), a sixth of the public page budget, for what is an <svg>
 * with one path. The markup and classes are Font Awesome's (`svg-inline--fa fa-{name}`), styled by its core
 * rule (styles/icons.css, in every page's style sheet), so the server-rendered icons have their final size at once:
 * no runtime CSS is ever injected, which is what `config.autoAddCss = false` is for when the runtime is used.
 */
export const REGISTERED_ICONS = {
  'arrow-left': faArrowLeft,
  'arrow-right': faArrowRight,
  'arrow-up': faArrowUp,
  'arrow-down': faArrowDown,
  'caret-left': faCaretLeft,
  'caret-right': faCaretRight,
  'caret-up': faCaretUp,
  'caret-down': faCaretDown,
  'chevron-left': faChevronLeft,
  'chevron-right': faChevronRight,
  'chevron-up': faChevronUp,
  'chevron-down': faChevronDown,
  house: faHouse,
  phone: faPhone,
  envelope: faEnvelope,
  link: faLink,
  bell: faBell,
  star: faStar,
  'thumbs-up': faThumbsUp,
  'thumbs-down': faThumbsDown,
  'magnifying-glass': faMagnifyingGlass,
  'dollar-sign': faDollarSign,
  clock: faClock,
  eye: faEye,
  'eye-slash': faEyeSlash,
  linkedin: faLinkedin,
  instagram: faInstagram,
  facebook: faFacebook,
  whatsapp: faWhatsapp,
} as const satisfies Readonly<Record<string, IconDefinition>>;

export type IconName = keyof typeof REGISTERED_ICONS;

/**
 * A registered icon as inline SVG. Always decorative (hidden from assistive technology, not focusable): the link
 * or button around it carries the words, or an `aria-label` when the icon is all it shows.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const { prefix, iconName, icon } = REGISTERED_ICONS[name] as IconDefinition;
  const [width, height, , , pathData] = icon;
  const paths = Array.isArray(pathData) ? pathData : [pathData];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={`svg-inline--fa fa-${iconName}${className ? ` ${className}` : ''}`}
      data-prefix={prefix}
      data-icon={iconName}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((path) => (
        <path key={path} fill="currentColor" d={path} />
      ))}
    </svg>
  );
}
