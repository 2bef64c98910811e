import {lockScroll, SCROLL_LOCK_CLASS} from '@site/src/lib/scrollLock';

function fakeBody() {
  const classes = new Set<string>();
  return {
    classes,
    classList: {
      add: (name: string) => void classes.add(name),
      remove: (name: string) => void classes.delete(name),
    },
  };
}

describe('lockScroll', () => {
  it('adds the lock class and removes it on release', () => {
    const body = fakeBody();
    const release = lockScroll(body);
    expect(body.classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    release();
    expect(body.classes.has(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('keeps the page locked until every holder has released (dialog over the mobile menu), once each', () => {
    const body = fakeBody();
    const releaseMenu = lockScroll(body);
    const releaseDialog = lockScroll(body);
    releaseDialog();
    expect(body.classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    // A second release of the same lock is ignored: the menu still holds the page.
    releaseDialog();
    expect(body.classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    releaseMenu();
    expect(body.classes.has(SCROLL_LOCK_CLASS)).toBe(false);
  });
});
