import { data } from 'react-router';
import { screenFor, type AdminScreen } from './screens.ts';

/** The screen a request is for, from its path (/_admin_/{segment}/…): one route module serves every type. */
export function screenOfRequest(request: Request): AdminScreen {
  const segment = new URL(request.url).pathname.split('/')[2] ?? '';
  const screen = screenFor(segment);
  if (!screen) throw data({ message: 'Écran inconnu.' }, { status: 404 });
  return screen;
}
