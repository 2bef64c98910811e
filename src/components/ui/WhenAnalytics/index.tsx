import type {ReactNode} from 'react';
import useSiteCustomFields from '@site/src/hooks/useSiteCustomFields';
import {analyticsHost} from '@site/src/lib/analytics';

/**
 * Privacy-policy text that holds only while the build's visit statistics are on (`<WhenAnalytics
 * on>`) or off (`<WhenAnalytics off>`), so the policy says what the site does.
 */
export default function WhenAnalytics({
  on = false,
  children,
}: {
  /** Shown when analytics is on; without it, when analytics is off. */
  on?: boolean;
  /** The default, written out where it reads better: `<WhenAnalytics off>`. */
  off?: boolean;
  children: ReactNode;
}): ReactNode {
  const enabled = useSiteCustomFields().analytics !== null;
  return enabled === on ? children : null;
}

/** The host name of the statistics service, where the events go. */
export function AnalyticsHost(): ReactNode {
  const config = useSiteCustomFields().analytics;
  return config ? <strong>{analyticsHost(config)}</strong> : null;
}
