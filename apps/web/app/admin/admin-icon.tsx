import {
  faBox,
  faBuildingColumns,
  faChartLine,
  faDownload,
  faFileLines,
  faFolderTree,
  faGauge,
  faInbox,
  faNewspaper,
  faPenNib,
  faPlus,
  faRightFromBracket,
  faScaleBalanced,
  faUpRightFromSquare,
  faUserShield,
  faUsers,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';

/** The back office's icons (only here: the public Icon keeps to the icons of spec §2). Same markup as Icon. */
const ADMIN_ICONS = {
  home: faGauge,
  advertisers: faBuildingColumns,
  products: faBox,
  categories: faFolderTree,
  articles: faNewspaper,
  authors: faPenNib,
  legal: faScaleBalanced,
  leads: faInbox,
  tracker: faChartLine,
  users: faUsers,
  page: faFileLines,
  plus: faPlus,
  download: faDownload,
  logout: faRightFromBracket,
  external: faUpRightFromSquare,
  privacy: faUserShield,
} as const satisfies Readonly<Record<string, IconDefinition>>;

export type AdminIconName = keyof typeof ADMIN_ICONS;

/** Decorative: the link or button around it carries the words. */
export function AdminIcon({ name }: { name: AdminIconName }) {
  const { iconName, icon } = ADMIN_ICONS[name] as IconDefinition;
  const [width, height, , , pathData] = icon;
  const paths = Array.isArray(pathData) ? pathData : [pathData];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className={`svg-inline--fa fa-${iconName}`} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {paths.map((path) => <path key={path} fill="currentColor" d={path} />)}
    </svg>
  );
}
