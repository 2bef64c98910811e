/**
 * A failed lazy-chunk load fires a preload-error event; Docusaurus then reloads the requested
 * address, and failures while rendering are recovered in src/theme/ErrorPageContent.
 */
import {isChunkScriptFailure, PRELOAD_ERROR_EVENT} from '@site/src/lib/chunkErrors';

if (typeof window !== 'undefined') {
  // Resource errors do not bubble, so listen in the capture phase.
  window.addEventListener(
    'error',
    (event) => {
      if (isChunkScriptFailure(event.target)) {
        const src = (event.target as HTMLScriptElement).src;
        window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, {detail: new Error(`Loading chunk ${src} failed`)}));
      }
    },
    true,
  );
}
