/**
 * Swizzled (replacement): what a route shows while its code loads, or after it failed to load.
 * Docusaurus loads a route's chunks before it renders the route (on the first load and on every
 * navigation), so core's placeholder (a full-screen spinner with its own inline styles) never had
 * time to show: nothing is rendered instead. A failed load is thrown on to the layout's error
 * boundary, whose error page (src/theme/ErrorPageContent) reloads the address once, as for any
 * failed chunk, instead of core's unstyled English box.
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
