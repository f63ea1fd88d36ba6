import { renderToStaticMarkup } from 'react-dom/server';
import { HousingAids } from './housing-aids.tsx';
import type { HousingAidsView } from './housing-aids-view.ts';

/**
 * The aids' section of « Combien emprunter ? » as HTML made on the server, for the first paint: the page shows it
 * as it is until the visitor's first input loads the aids' module (housing-aids.tsx), which renders the same
 * component from then on.
 */
export function housingAidsMarkup(aids: HousingAidsView): string {
  return renderToStaticMarkup(<HousingAids aids={aids} />);
}
