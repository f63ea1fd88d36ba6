import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { useState, type ReactNode } from 'react';

/**
 * The jotai store of the page (DESIGN.md: client state in atoms, one store per request under SSR). It is made
 * when the root renders, so every server render gets a fresh one and nothing a visitor does is kept in a module
 * that other visitors' requests share; in the browser it lives as long as the page.
 */
export function ClientStateProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <Provider store={store}>{children}</Provider>;
}
