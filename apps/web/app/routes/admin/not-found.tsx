import { data } from 'react-router';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import type { Route } from './+types/not-found';

/** Any other address under /_admin_: a visitor goes to the login page, an admin sees a 404 in the admin layout. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdminSession({ request, url, context }, 'staff');
  throw data({ message: `Aucune page du back-office à l’adresse ${url.pathname}.` }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
