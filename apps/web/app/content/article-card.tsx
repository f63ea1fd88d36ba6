import type { ArticleSummary, Author } from '@pretscope/core';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { articlePath, authorPath, formatFrenchDate } from './content-display.ts';
import { FrenchText } from '../components/french-text.tsx';

/** The card's width: the whole column on a phone, half the page on a tablet, a third from the widescreen breakpoint. */
const CARD_IMAGE_SIZES = '(min-width: 1216px) 352px, (min-width: 769px) calc(50vw - 40px), calc(100vw - 32px)';

/** An article of a list as the content reader gives it (core ArticleListing). */
export interface ArticleCardProps {
  article: ArticleSummary;
  author: Author | null;
  /** The name of its rubrique (content/rubriques.server.ts), or null. */
  rubrique: string | null;
  showAuthor?: boolean;
}

/** One article in a list: its picture, subcategory, title, summary, author and date. */
export function ArticleCard({ article, author, rubrique, showAuthor = true }: ArticleCardProps) {
  const byline = showAuthor ? author : null;
  return (
    <li className="card article-card">
      {/* Decorative here: the title next to it says what the article is; the article page describes the image. */}
      {article.image ? (
        <ResponsiveImage
          className="article-card__image"
          src={article.image}
          alt=""
          width={640}
          height={360}
          fit="contain"
          sizes={CARD_IMAGE_SIZES}
        />
      ) : null}
      {rubrique ? <p className="article-card__rubric">{rubrique}</p> : null}
      <h3 className="article-card__title">
        <a href={articlePath(article)}>{article.title}</a>
      </h3>
      {article.summary ? <p className="article-card__summary">{article.summary}</p> : null}
      <p className="article-byline muted">
        {byline ? (
          <>
            Par <a href={authorPath(byline)}>{byline.name}</a>
          </>
        ) : null}
        {byline && article.publishedAt ? ' · ' : null}
        {article.publishedAt ? (
          <time dateTime={article.publishedAt.toISOString()}>
            <FrenchText>{formatFrenchDate(article.publishedAt)}</FrenchText>
          </time>
        ) : null}
      </p>
    </li>
  );
}
