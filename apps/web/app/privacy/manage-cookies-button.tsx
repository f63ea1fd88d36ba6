import { useSetAtom } from 'jotai/react';
import { useEffect, useState } from 'react';
import { consentBannerAtom, MANAGE_COOKIES_BUTTON_ID } from './consent-state.ts';

/**
 * « Gérer les cookies » in the footer of every page: reopens the banner to change one's answer. Hidden until the
 * page is interactive, since without JavaScript there is nothing to manage (nothing loads) and a button that
 * does nothing would mislead.
 */
export function ManageCookiesButton() {
  const openBanner = useSetAtom(consentBannerAtom);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <button
      type="button"
      id={MANAGE_COOKIES_BUTTON_ID}
      className="link-button"
      hidden={!interactive}
      onClick={() => openBanner('reopened')}
    >
      Gérer les cookies
    </button>
  );
}
