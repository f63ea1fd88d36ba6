import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { ADMIN_ICONS, type AdminIconName } from './admin-icons.ts';

/** Decorative, with the back office's icons (admin-icons.ts); same markup as Icon. The link or button around it carries the words. */
export function AdminIcon({ name }: { name: AdminIconName }) {
  const { iconName, icon } = ADMIN_ICONS[name] as IconDefinition;
  const [width, height, , , pathData] = icon;
  const paths = Array.isArray(pathData) ? pathData : [pathData];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={`svg-inline--fa fa-${iconName}`}
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
