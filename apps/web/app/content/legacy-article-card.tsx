import { ResponsiveImage } from '../components/responsive-image.tsx';
import type { LegacyArticleCardView } from './load-content.server.ts';

/*
 * The card as home.tsx and search.tsx still build it, through `listArticles` (load-content.server.ts), until they
 * read `content.articles`: then this file goes, with the branch of ArticleCard that calls it. Same HTML as ArticleCard.
 */
export function LegacyArticleCard({ article, showAuthor = true, imageSizes }: { article: LegacyArticleCardView; showAuthor?: boolean; imageSizes: string }) {
  return (
    <li className="card article-card">
      {/* Decorative here: the title next to it says what the article is; the article page describes the image. */}
      {article.image ? <ResponsiveImage className="article-card__image" src={article.image} alt="" width={640} height={360} fit="contain" sizes={imageSizes} /> : null}
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
