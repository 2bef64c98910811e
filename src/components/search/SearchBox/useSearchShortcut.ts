import {useEffect, useEffectEvent} from 'react';

/** True when a key press belongs to another text field, so the shortcut leaves it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Calls `handler` on '/' or Ctrl+K (Cmd+K on a Mac) outside other text fields. */
export function useSearchShortcut(handler: () => boolean): void {
  const onShortcut = useEffectEvent(handler);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const isShortcut =
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) ||
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey);
      if (!isShortcut || event.defaultPrevented || isTypingTarget(event.target)) {
        return;
      }
      if (onShortcut()) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
