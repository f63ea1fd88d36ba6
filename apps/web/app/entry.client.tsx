import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportRenderError } from './errors/render-errors.ts';
import { sentryDsnOfPage, startSentry } from './errors/sentry-browser.ts';
import { showFatalErrorView } from './shell/fatal-error-view.ts';

/*
 * React Router's default browser entry, with React's error callbacks (spec §8: errors while setting the page up
 * or mounting it go to the console; a fatal one leads to the error view). Route errors are caught by the root
 * error boundary, which draws the error view inside the layout; only an error outside every boundary (in the
 * layout itself) takes the page down, and then the full-page view replaces it. Rendering errors are also logged
 * (spec §8: a logged error through the API, and Sentry when SENTRY_DSN is set; errors/render-errors.ts).
 */
function hydrate() {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onCaughtError(error, info) {
        console.error('Render error shown by an error boundary:', error, info.componentStack ?? '');
        reportRenderError(error, { componentStack: info.componentStack ?? undefined, handled: true });
      },
      onUncaughtError(error, info) {
        console.error('Uncaught render error, page replaced by the error view:', error, info.componentStack ?? '');
        reportRenderError(error, { componentStack: info.componentStack ?? undefined, handled: false });
        showFatalErrorView();
      },
      onRecoverableError(error, info) {
        // Usually a hydration mismatch that React repaired by rendering on the client.
        console.error('Recoverable error during hydration:', error, info.componentStack ?? '');
      },
    },
  );
}

// Sentry (its SDK a chunk of its own) only where the server configured it, fetched while the page hydrates.
const sentryDsn = sentryDsnOfPage(document);
if (sentryDsn) startSentry(sentryDsn);

try {
  startTransition(hydrate);
} catch (error) {
  console.error('The page could not be set up:', error);
  reportRenderError(error, { handled: false });
  showFatalErrorView();
}
