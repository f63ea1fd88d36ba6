import { createContext, useContext, useState } from 'react';

/** The site's style sheet as text, given by the server's entry (entry.server.tsx) to the page it renders. */
export const SiteStylesText = createContext<string | undefined>(undefined);

const ID = 'site-styles';

/**
 * Every public style sheet (styles/site.css), in the page itself rather than fetched: nothing to wait for before the
 * first paint (Lighthouse's mobile profile counted four style sheet requests and the scripts that loaded meanwhile).
 * In the browser the element keeps the text the server wrote: read back once before hydration, so the scripts carry
 * no copy of it and React finds the very same element.
 */
export function SiteStyles() {
  const fromServer = useContext(SiteStylesText);
  const [css] = useState(() => fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? '')));
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
