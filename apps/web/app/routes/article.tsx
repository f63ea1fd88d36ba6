import { appContext } from '../app-context.ts';
import { loadArticlePage } from '../content/article-page.server.ts';
import { ArticleView, articleMeta } from '../content/article-view.tsx';
import type { Route } from './+types/article';

/** /articles/{slug}: an article without subcategory; one with a subcategory redirects to its address (301). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArticlePage(context.get(appContext), { slug: params.slug, subcategory: null });
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return articleMeta(loaded);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} />;
}
