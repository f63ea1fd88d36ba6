import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Around the layout's `<Meta />`: a route's meta() that throws in the browser (a figure it formats, say) would
 * otherwise fail the layout itself, above every route's error boundary, and React Router would replace the page with
 * its own English "Application Error". Here the head keeps the site's title instead, the page's body shows as usual
 * (or the site's French error view if it failed too), and the error is reported like any other: React hands it to
 * entry.client's onCaughtError. Keyed by the location in the layout, so the next page tries its meta() again.
 */
export class HeadMetaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported by entry.client's onCaughtError; this keeps the reason in the console beside it.
    console.error('meta() failed; the page keeps the site’s title:', error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? <title>Prêtscope</title> : this.props.children;
  }
}
