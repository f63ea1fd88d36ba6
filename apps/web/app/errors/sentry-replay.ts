import { replayIntegration } from '@sentry/browser';

/**
 * Session replay, its own chunk (it weighs more than the rest of the SDK): every text and field masked and every
 * image and video blocked, so a recording shows how the page behaved, never what the visitor typed or read.
 */
export function createReplay() {
  return replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
}
