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
 * imported from its own module of Font Awesome's free packs. Keys are Font Awesome's own icon names.
 *
 * Their drawings never reach the browser's JavaScript: they make the sprite `icons.svg` beside this file (written
 * by `npm run icons`, checked by icon.test.ts), which pages reference by URL (icon.tsx). Only the server, the tests
 * and that script import this module.
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

/** The sprite: one `<symbol>` per icon, named after it, with Font Awesome's own view box and drawing. */
export function iconSprite(): string {
  const symbols = Object.entries(REGISTERED_ICONS).map(([name, definition]) => {
    const [width, height, , , pathData] = (definition as IconDefinition).icon;
    const paths = (Array.isArray(pathData) ? pathData : [pathData]).map((path) => `<path fill="currentColor" d="${path}"/>`);
    return `<symbol id="${name}" viewBox="0 0 ${width} ${height}">${paths.join('')}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
