import { DATA_REQUEST_CONFIRM_PATH } from '@pretscope/core';
import { redirect } from 'react-router';
import { appContext } from '../../app-context.ts';
import { copyDownload } from '../../personal-data/copy-download.server.ts';
import type { Route } from './+types/data-copy';

/**
 * POST /donnees-personnelles/copie (the confirmation page's button): the link's token, once, for the copy of every
 * record tied to its address as a JSON download. A used, expired or made-up token goes back to the page, which
 * says the link no longer works.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.get(appContext).useCases.confirmDataRequest({ token: String(form.get('jeton') ?? ''), kind: 'export' });
  if (!result.ok || result.value.kind !== 'export')
    return redirect(`${DATA_REQUEST_CONFIRM_PATH}?lien=invalide`, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  return copyDownload(result.value.copy);
}

/** Opened by hand: the page of the link explains. */
export function loader() {
  return redirect(DATA_REQUEST_CONFIRM_PATH, 303);
}
