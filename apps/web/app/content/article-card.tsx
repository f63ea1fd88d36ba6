import type { ArticleSummary } from './load-content.server.js';

/** One article in a list: subcategory, title, summary, author and date. */
export function ArticleCard({ article, showAuthor = true }: { article: ArticleSummary; showAuthor?: boolean }) {
  return (
    <li className="card article-card">
      {article.subcategoryLabel ? <p className="article-card__rubric">{article.subcategoryLabel}</p> : null}
      <h3 className="article-card__title"><a href={article.path}>{article.title}</a></h3>
      {article.summary ? <p className="article-card__summary">{article.summary}</p> : null}
      <p className="article-byline muted">
        {showAuthor && article.author ? <>Par <a href={article.author.path}>{article.author.name}</a></> : null}
        {showAuthor && article.author && article.publishedLabel ? ' · ' : null}
        {article.publishedLabel && article.publishedAt ? <time dateTime={article.publishedAt}>{article.publishedLabel}</time> : null}
      </p>
    </li>
  );
}
