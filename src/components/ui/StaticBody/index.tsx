import {useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useHistory, useLocation} from '@docusaurus/router';
import {clientNavigationPath} from '@site/src/lib/clientNavigation';

interface Props {
  /** The element that holds the body; its tag and class are the same in every mode. */
  as?: 'div' | 'article';
  className?: string;
  /** The rendered markdown body (the MDX content component). */
  children: ReactNode;
}

// One constant object: React compares the previous and next `__html`, so re-renders never touch
// the adopted markup.
const ADOPT_SERVER_MARKUP = {__html: ''};

/**
 * True while the first page load is being hydrated: Docusaurus sets `data-has-hydrated="true"` on
 * `<html>` only afterwards, so a page reached by client-side navigation reads false here.
 */
function isFirstHydration(): boolean {
  return ExecutionEnvironment.canUseDOM && document.documentElement.dataset.hasHydrated !== 'true';
}

/**
 * A long markdown body (blog post, case study, legal page) as static markup on the first load.
 *
 * The server renders the body as usual, so the prerendered HTML is complete. When the page is
 * hydrated, the container renders an empty `dangerouslySetInnerHTML` (with the hydration warning
 * suppressed): React adopts the server markup as it is and never renders or hydrates the
 * thousands of body nodes, which was most of the mobile Total Blocking Time of these pages. The
 * markup stays static for the life of the page; in-body links still navigate through the router
 * (event delegation, since they are no longer React elements).
 *
 * A body reached by client-side navigation has no server markup to adopt, so React renders it
 * normally. So does a body whose container is empty after mounting: the development server,
 * which does not prerender, or a root that React re-rendered on the client after a hydration
 * error elsewhere.
 */
export default function StaticBody({as: Tag = 'div', className, children}: Props): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  // The path whose server markup this body adopted, or null when React renders the body. Should
  // the route component stay mounted for another path, the new body renders normally.
  const [adoptedPath, setAdoptedPath] = useState(() => (isFirstHydration() ? pathname : null));
  const adopted = adoptedPath === pathname;

  useLayoutEffect(() => {
    if (adopted && !ref.current?.hasChildNodes()) {
      setAdoptedPath(null);
    }
  }, [adopted]);

  if (!adopted) {
    return (
      <Tag ref={ref} className={className}>
        {children}
      </Tag>
    );
  }

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || !event.currentTarget.contains(link)) {
      return;
    }
    const path = clientNavigationPath(
      {
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        download: link.hasAttribute('download'),
        button: event.button,
        modifierKey: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      window.location.href,
    );
    if (path) {
      event.preventDefault();
      history.push(path);
    }
  };

  return (
    <Tag
      ref={ref}
      className={className}
      onClick={followLink}
      dangerouslySetInnerHTML={ADOPT_SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
}
