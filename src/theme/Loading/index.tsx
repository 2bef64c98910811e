/**
 * Swizzled (replacement): core's spinner never has time to show, so nothing is rendered; a failed
 * load goes to the error page (which reloads once), not core's unstyled English box.
 */
import type {ReactNode} from 'react';

interface Props {
  error?: unknown;
}

export default function Loading({error}: Props): ReactNode {
  if (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  return null;
}
