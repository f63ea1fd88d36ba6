import { appContext } from '../app-context.ts';
import { loadArticlePage } from '../content/article-page.server.ts';
import { ArticleView, articleMeta } from '../content/article-view.tsx';
import type { Route } from './+types/article-in-subcategory';

/** /articles/{subcategory}/{slug}: the subcategory must be the article's own, else 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArticlePage(context.get(appContext), { slug: params.slug, subcategory: params.subcategory });
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return articleMeta(loaded);
}

export default function ArticleInSubcategory({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} />;
}
