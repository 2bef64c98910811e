/**
 * Swizzled (replacement of core's fallback): Docusaurus loads a route's chunks before it renders the
 * route, so core's spinner never had time to show: nothing is rendered. A failed load goes to the
 * error boundary, whose page (src/theme/ErrorPageContent) reloads the address once, instead of
 * core's unstyled English box.
 */
import type {ReactNode} from 'react';

/** The props react-loadable passes (also `retry`, `timedOut` and `pastDelay`, unused here). */
interface Props {
  error?: unknown;
}

export default function Loading({error}: Props): ReactNode {
  if (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  return null;
}
