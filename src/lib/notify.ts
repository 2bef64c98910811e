/** Toasts with the library loaded on first use, out of the first-load bundle; sonner replays early ones. */
import type {ExternalToast} from 'sonner';

export const TOASTER_NEEDED_EVENT = 'site:toaster-needed';

export type ToastKind = 'message' | 'success' | 'error' | 'info' | 'loading';

export async function notify(kind: ToastKind, title: string, options?: ExternalToast): Promise<string | number> {
  window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
  const {toast} = await import('sonner');
  const show = kind === 'message' ? toast : toast[kind];
  return show(title, options);
}
