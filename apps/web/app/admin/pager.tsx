import { Link } from 'react-router';
import { formatCount } from './admin-format.ts';

/**
 * « Page 2 sur 21 » with « ← Précédente » and « Suivante → » links; the links are built by the screen (`hrefFor`),
 * so one screen can hold several pagers, each with its own URL parameter. `label` names the navigation when a screen
 * has more than one.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  return (
    <div className="admin-pager">
      <span>
        Page {formatCount(Math.min(page, pages))} sur {formatCount(pages)}
      </span>
      <nav aria-label={label}>
        {page > 1 ? (
          <Link to={hrefFor(Math.min(page, pages) - 1)} rel="prev">
            ← Précédente
          </Link>
        ) : (
          <span aria-disabled="true">← Précédente</span>
        )}
        {page < pages ? (
          <Link to={hrefFor(page + 1)} rel="next">
            Suivante →
          </Link>
        ) : (
          <span aria-disabled="true">Suivante →</span>
        )}
      </nav>
    </div>
  );
}
