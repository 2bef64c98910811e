import type {ReactNode} from 'react';
import {useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocRoot';
import NotFoundContent from '@theme/NotFound/Content';

/**
 * `docRootComponent` of the case-studies docs instance: renders the matched case study without
 * the docs sidebar layout (which would add ~48 KB of JavaScript). An unknown slug renders the
 * not-found content, which redirects to /case-studies.
 */
export default function CaseStudyRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return <NotFoundContent />;
  }
  return metadata.docElement;
}
