import type { Crumb } from '../seo/page-head.server.js';

export type { Crumb };

/** The visible trail matching the BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className="content-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Markdown already rendered to sanitized HTML by the MarkdownRenderer (adapters/markdown-unified). */
export function RenderedMarkdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`markdown ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
