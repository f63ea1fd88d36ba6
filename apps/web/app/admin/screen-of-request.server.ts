import { data } from 'react-router';
import type { PageRequest } from '../routing/page-request.ts';
import { screenFor, type AdminScreen } from './screens.ts';

/** The screen a request is for, from its page's path (/_admin_/{segment}/…): one route module serves every type. */
export function screenOfRequest({ url }: Pick<PageRequest, 'url'>): AdminScreen {
  const segment = url.pathname.split('/')[2] ?? '';
  const screen = screenFor(segment);
  if (!screen) throw data({ message: 'Écran inconnu.' }, { status: 404 });
  return screen;
}
