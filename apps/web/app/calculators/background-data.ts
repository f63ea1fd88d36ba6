import { useEffect, useRef, useState } from 'react';

/** How long a live calculator's terms must stay still before the server is asked for what only it knows. */
export const BACKGROUND_DELAY_MS = 400;

/** Answers met while on the page, by URL: going back to earlier figures shows theirs at once. */
const answers = new Map<string, unknown>();

/**
 * What only the server knows about a live result (the offers for the typed terms, their number), asked in the
 * background: `url` names it (null: nothing to ask), `loadedUrl` is what the loader answered for, with `loaded`.
 * The request leaves once `url` has stayed the same for 400 ms, as plain JSON, with no navigation; until it answers
 * the last known answer stays (`current` false), and if it fails (offline, server down) nothing breaks: the page
 * keeps what it computed itself.
 */
export function useBackgroundData<T>(
  url: string | null,
  loadedUrl: string | null,
  loaded: T,
  read: (json: unknown) => T | undefined,
): { data: T; current: boolean } {
  const [, setAnswered] = useState(0);
  const last = useRef<{ url: string | null; data: T }>({ url: loadedUrl, data: loaded });
  useEffect(() => {
    if (url === null || url === loadedUrl || answers.has(url)) return;
    const aborted = new AbortController();
    const timer = setTimeout(() => {
      fetch(url, { signal: aborted.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((json: unknown) => {
          const data = json === undefined ? undefined : read(json);
          if (data === undefined) return;
          answers.set(url, data);
          setAnswered((count) => count + 1);
        })
        .catch(() => undefined);
    }, BACKGROUND_DELAY_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
    // `read` is a pure reader; the URLs name everything else.
  }, [url, loadedUrl]);
  if (url === loadedUrl) last.current = { url, data: loaded };
  else if (url !== null && answers.has(url)) last.current = { url, data: answers.get(url) as T };
  return { data: last.current.data, current: last.current.url === url };
}
