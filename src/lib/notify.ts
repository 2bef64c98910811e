/**
 * Toasts without putting the toast library in the first-load bundle: the library is
 * imported on the first call, and the Toaster mounts on the event below. sonner replays toasts
 * created before its Toaster mounts, so nothing is lost.
 */
import type {ExternalToast} from 'sonner';

export const TOASTER_NEEDED_EVENT = 'site:toaster-needed';

export type ToastKind = 'message' | 'success' | 'error' | 'info' | 'loading';

export async function notify(kind: ToastKind, title: string, options?: ExternalToast): Promise<string | number> {
  window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
  const {toast} = await import('sonner');
  const show = kind === 'message' ? toast : toast[kind];
  return show(title, options);
}
