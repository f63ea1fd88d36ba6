import { Link } from 'react-router';
import type { Crumb } from '../seo/page-head.server.ts';
import { Icon } from './icon.tsx';

/** The visible trail matching the BreadcrumbList JSON-LD (seo/page-head.server.ts); the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const name =
            crumb.path === '/' ? (
              <>
                <Icon name="house" className="breadcrumbs__home" />
                {crumb.name}
              </>
            ) : (
              crumb.name
            );
          return (
            <li key={crumb.path}>
              {index > 0 ? <Icon name="chevron-right" className="breadcrumbs__separator" /> : null}
              {index === crumbs.length - 1 ? <span aria-current="page">{name}</span> : <Link to={crumb.path}>{name}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
