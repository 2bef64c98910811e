/**
 * Body scroll lock shared by the mobile menu, modal dialogs and the brand loading demo. Locks are
 * counted, so closing a dialog opened from the mobile menu leaves the menu's lock in place.
 */
export const SCROLL_LOCK_CLASS = 'site-scroll-locked';

interface ClassListTarget {
  classList: Pick<DOMTokenList, 'add' | 'remove'>;
}

const holders = new WeakMap<ClassListTarget, number>();

/** Locks scrolling of `body` and returns the function that releases this one lock (idempotent). */
export function lockScroll(body: ClassListTarget = document.body): () => void {
  holders.set(body, (holders.get(body) ?? 0) + 1);
  body.classList.add(SCROLL_LOCK_CLASS);
  let released = false;
  return () => {
    if (released) {
      return;
    }
    released = true;
    const remaining = (holders.get(body) ?? 1) - 1;
    holders.set(body, remaining);
    if (remaining <= 0) {
      body.classList.remove(SCROLL_LOCK_CLASS);
    }
  };
}
