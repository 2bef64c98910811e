import type {ComponentProps, MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface Props extends Omit<ComponentProps<'a'>, 'href'> {
  /** A page of this site, as the content plugins give it (base URL included, e.g. a post's permalink). */
  to: string;
}

/** A plain left click, which the router handles; any other opens the browser's way (new tab, download…). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A link to a page of this site for cards in lists: it loads the page's code when the visitor
 * shows intent (pointer over it, keyboard focus, touch), not when it scrolls into view as
 * Docusaurus's `Link` does, so a list of N cards does not fetch N pages' chunks. Clicks go
 * through the router as with `Link`, and the build's broken-link check still covers it.
 */
export default function IntentLink({to, onClick, onMouseEnter, onFocus, onTouchStart, ...props}: Props): ReactNode {
  const history = useHistory();
  useBrokenLinks().collectLink(to);
  const preload = () => {
    // Loads the route's chunks once (core keeps track); nothing on a slow or data-saving connection.
    void window.docusaurus.preload(to);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-has-content -- a router link without viewport prefetch; callers pass the content
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (isPlainClick(event)) {
          event.preventDefault();
          history.push(to);
        }
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
    />
  );
}
