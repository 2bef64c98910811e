import {useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useHistory, useLocation} from '@docusaurus/router';
import {clientNavigationPath} from '@site/src/lib/clientNavigation';

interface Props {
  className?: string;
  /** The rendered markdown body. */
  children: ReactNode;
}

// One constant object: React compares `__html`, so re-renders never touch the adopted markup.
const ADOPT_SERVER_MARKUP = {__html: ''};

/**
 * A long markdown body (blog post, case study) as static markup on the first load. The server
 * renders it as usual; on hydration the container renders an empty `dangerouslySetInnerHTML`
 * (warning suppressed), so React adopts the server markup and never hydrates its thousands of
 * nodes, most of these pages' mobile Total Blocking Time. In-body links still go through the router
 * (event delegation). A body reached by client-side navigation, or whose container is empty after
 * mounting (the development server, a root re-rendered after a hydration error), renders normally.
 */
export default function StaticBody({className, children}: Props): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  // The path whose server markup this body adopted; null when React renders the body. Core marks
  // `<html data-has-hydrated="true">` only after the first hydration.
  const [adoptedPath, setAdoptedPath] = useState(() =>
    ExecutionEnvironment.canUseDOM && document.documentElement.dataset.hasHydrated !== 'true' ? pathname : null,
  );
  const adopted = adoptedPath === pathname;

  useLayoutEffect(() => {
    if (adopted && !ref.current?.hasChildNodes()) {
      setAdoptedPath(null);
    }
  }, [adopted]);

  if (!adopted) {
    return (
      <div ref={ref} className={className}>
        {children}
      </div>
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
    // Clicks of the links inside, which take keyboard presses themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={className}
      onClick={followLink}
      dangerouslySetInnerHTML={ADOPT_SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
}
