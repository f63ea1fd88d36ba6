import { useState, type MouseEvent, type ReactNode } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';

/**
 * A link of the site's header or footer: what React Router's `<NavLink prefetch="intent">` does there, for a fraction
 * of its work at every render (issue 23: the header and footer hold some thirty links, and `<Link>`/`<NavLink>` were
 * a tenth of an uncached article's render, resolving each path against the route's matches).
 * - `aria-current="page"` on the link of the page shown (`end`: that path only; otherwise its pages below too), as
 *   NavLink sets it and the style sheet reads it; the caller passes the location's path, read once for all links.
 * - A plain click navigates in the page (React Router's `navigate`); a click with a modifier key, another button, or
 *   a page not hydrated yet follows the link as the browser does.
 * - On the pointer's or the keyboard's approach, the page's modules and data are fetched ahead (`PrefetchPageLinks`,
 *   what `prefetch="intent"` renders), and `data-discover` lets lazy route discovery learn the route once the page is
 *   hydrated, as on every React Router link.
 * For site paths only (`to` starts with `/`, no query): the menus' and the footer's links.
 */
export function SiteLink({
  to,
  pathname,
  end = false,
  className,
  children,
}: {
  to: string;
  pathname: string;
  end?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState(false);
  const current = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to);
  };
  const approach = () => setIntent(true);
  return (
    <>
      <a
        href={to}
        className={className}
        aria-current={current ? 'page' : undefined}
        data-discover="true"
        onClick={onClick}
        onMouseEnter={approach}
        onFocus={approach}
        onTouchStart={approach}
      >
        {children}
      </a>
      {intent ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
