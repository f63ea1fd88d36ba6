import { AdminListView } from '../../admin/admin-list-view.tsx';
import { loadList } from '../../admin/load-list.server.ts';
import type { Route } from './+types/resource-list';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.screen.label ?? 'Liste'} — Back-office Prêtscope` }];
}

/** Every list screen (see loadList, which tests call with a real database). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadList({ request, url, context });
}

export default function ResourceList({ loaderData }: Route.ComponentProps) {
  return <AdminListView {...loaderData} />;
}
