/**
 * Spec §1: a page view on each route change, skipped when the path is unchanged. Only the pathname counts: a new
 * query (the calculators rewrite theirs as the visitor types) or a new hash is the same page. The first path
 * given is sent too (the page view of the load). `reset` forgets the last path, for when measurement stops.
 */
export function createPageViewTracker(send: (pathname: string) => void) {
  let last: string | undefined;
  return {
    /** Sends a page view for `pathname` unless it is the last one sent; says whether it did. */
    visit(pathname: string): boolean {
      if (pathname === last) return false;
      last = pathname;
      send(pathname);
      return true;
    },
    reset(): void {
      last = undefined;
    },
  };
}

export type PageViewTracker = ReturnType<typeof createPageViewTracker>;
