import { ResponsiveImage } from '../components/responsive-image.tsx';
import type { ArticleSummary } from './load-content.server.ts';

/** The card's width: the whole column on a phone, half the page on a tablet, a third from the widescreen breakpoint. */
const CARD_IMAGE_SIZES = '(min-width: 1216px) 352px, (min-width: 769px) calc(50vw - 40px), calc(100vw - 32px)';

/** One article in a list: its picture, subcategory, title, summary, author and date. */
export function ArticleCard({ article, showAuthor = true }: { article: ArticleSummary; showAuthor?: boolean }) {
  return (
    <li className="card article-card">
      {/* Decorative here: the title next to it says what the article is; the article page describes the image. */}
      {article.image ? <ResponsiveImage className="article-card__image" src={article.image} alt="" width={640} height={360} fit="contain" sizes={CARD_IMAGE_SIZES} /> : null}
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
