import { atom } from 'jotai/vanilla';
import type { ConsentChoice } from './consent-choice.ts';

/**
 * The visitor's answer as this page knows it: undefined on the server and until the browser's storage is read
 * after hydration (the HTML is shared by every visitor through the page cache, so it cannot carry a choice).
 */
export const consentChoiceAtom = atom<ConsentChoice | undefined>(undefined);

/**
 * The banner: `shown` on arrival when nothing was answered (it does not take the focus from the page), `reopened`
 * when the visitor asked for it from the footer (it takes the focus, to be where they are).
 */
export const consentBannerAtom = atom<'closed' | 'shown' | 'reopened'>('closed');

/** The footer's « Gérer les cookies » button, so focus can come back to it after a choice. */
export const MANAGE_COOKIES_BUTTON_ID = 'gerer-les-cookies';
