import {
  faBox,
  faBuildingColumns,
  faChartLine,
  faDownload,
  faFileImport,
  faFileLines,
  faFolderTree,
  faGauge,
  faInbox,
  faNewspaper,
  faPenNib,
  faPlus,
  faRightFromBracket,
  faScaleBalanced,
  faTags,
  faTrashArrowUp,
  faUpRightFromSquare,
  faUserShield,
  faUsers,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';

/**
 * The back office's icons (only here: the public Icon keeps to the icons of spec §2). Apart from AdminIcon so that
 * server modules can name an icon (screens.ts) without importing a component.
 */
export const ADMIN_ICONS = {
  home: faGauge,
  advertisers: faBuildingColumns,
  products: faBox,
  categories: faFolderTree,
  articles: faNewspaper,
  authors: faPenNib,
  rubriques: faTags,
  legal: faScaleBalanced,
  leads: faInbox,
  tracker: faChartLine,
  users: faUsers,
  page: faFileLines,
  plus: faPlus,
  download: faDownload,
  import: faFileImport,
  logout: faRightFromBracket,
  external: faUpRightFromSquare,
  privacy: faUserShield,
  restore: faTrashArrowUp,
} as const satisfies Readonly<Record<string, IconDefinition>>;

export type AdminIconName = keyof typeof ADMIN_ICONS;
