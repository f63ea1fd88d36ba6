import { redirect } from 'react-router';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { copyDownload } from '../../personal-data/copy-download.server.ts';
import type { Route } from './+types/personal-data-copy';

/**
 * POST /_admin_/donnees-personnelles/copie: an admin's copy for a request received by post, as the JSON file a
 * visitor gets from their link (recorded as a back-office request, without the address once done).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { actor, useCases } = await requireAdminSession({ request, url, context }, { type: 'users', action: 'delete' });
  const form = await request.formData();
  const done = await useCases.carryOutBackOfficeDataRequest({
    actor,
    attributes: { email: String(form.get('email') ?? ''), kind: 'export' },
  });
  if (!done.ok || done.value.kind !== 'export') return redirect('/_admin_/donnees-personnelles?copie=refusee', 303);
  return copyDownload(done.value.copy);
}

export function loader() {
  return redirect('/_admin_/donnees-personnelles', 303);
}
