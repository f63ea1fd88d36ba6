import { createContext, useContext, useEffect, useState } from 'react';
import siteSheetUrl from './site-rules.css?url';

/** What the server's entry (entry.server.tsx) writes in place of the page's styles once the page is rendered. */
export const PAGE_STYLES_MARK = '/*page-styles*/';

/** Set by the server's entry: the page's styles are written in after the render (`PAGE_STYLES_MARK`). */
export const SiteStylesText = createContext<string | undefined>(undefined);

const ID = 'site-styles';
const SHEET_ID = 'site-sheet';

/**
 * The site's styles (styles/site.css), in two parts (issue 23):
 * - in the page itself, the rules its own markup needs (styles/page-styles.server.ts): nothing to fetch before the
 *   first paint, and a third of the sheet's 54 KB;
 * - the whole sheet, linked as a print style sheet, which a browser fetches without holding up the page, and which the
 *   page's script applies to the screen once the page is hydrated: the classes a script adds and
 *   the pages reached by client navigation then find their rules. Its rules come after the page's part in the same
 *   order, so the cascade stays the sheet's. Without JavaScript, the page's part is all the page needs (and a
 *   printed page gets the whole sheet, print rules included).
 * In the browser the `<style>` element keeps the text the server wrote: read back once before hydration, so the
 * scripts carry no copy of it and React finds the very same element.
 */
export function SiteStyles() {
  const fromServer = useContext(SiteStylesText);
  const [css] = useState(() => fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? '')));
  // Once hydrated (effects run after it), the whole sheet applies to the screen too.
  const [media, setMedia] = useState<'print' | 'all'>('print');
  useEffect(() => setMedia('all'), []);
  return (
    <>
      <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />
      <link id={SHEET_ID} rel="stylesheet" href={siteSheetUrl} media={media} />
    </>
  );
}
