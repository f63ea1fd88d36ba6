import { MARKDOWN_MAX_LENGTH } from '@pretscope/core';
import { data, redirect } from 'react-router';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import type { Route } from './+types/markdown-preview';

/**
 * POST /_admin_/markdown-preview: the editor's live preview, rendered by the very renderer of the public pages
 * (sanitized HTML, fenced block styles, link targets), for staff only.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { site } = await requireAdminSession({ request, url, context }, 'staff');
  const form = await request.formData();
  const markdown = String(form.get('markdown') ?? '');
  if (markdown.length > MARKDOWN_MAX_LENGTH) return data({ html: '', message: 'Texte trop long pour l’aperçu.' }, { status: 413 });
  return Response.json({ html: await site.markdown.render(markdown) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Nothing to show: a visit (an address typed or bookmarked) lands on the back office, which asks a visitor to log in. */
export function loader() {
  return redirect('/_admin_');
}
