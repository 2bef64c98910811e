import type {ReactNode} from 'react';
import useSiteCustomFields from '@site/src/hooks/useSiteCustomFields';
import {analyticsHost} from '@site/src/lib/analytics';

/** Privacy-policy text that holds only while the build's visit statistics are on, or off. */
export default function WhenAnalytics({
  on = false,
  children,
}: {
  on?: boolean;
  /** The default, written out where it reads better. */
  off?: boolean;
  children: ReactNode;
}): ReactNode {
  const enabled = useSiteCustomFields().analytics !== null;
  return enabled === on ? children : null;
}

export function AnalyticsHost(): ReactNode {
  const config = useSiteCustomFields().analytics;
  return config ? <strong>{analyticsHost(config)}</strong> : null;
}
