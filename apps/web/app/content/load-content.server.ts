/** Articles per page of /articles. */
export const ARTICLES_PER_PAGE = 12;

/** The page number of `?page=`: a whole number from 1, else 1. */
export function pageNumber(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** The reader's page of list page `page` (from 1) of /articles. */
export function articlesPage(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE };
}
