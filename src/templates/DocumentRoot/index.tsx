import type {ReactNode} from 'react';
import {useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocRoot';
import NotFoundContent from '@theme/NotFound/Content';

/**
 * `docRootComponent` of the case-studies and services docs instances: renders the matched document
 * (a case study, a service page) without the docs sidebar layout, which would add ~48 KB of
 * JavaScript. An unknown address renders the not-found content.
 */
export default function DocumentRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return <NotFoundContent />;
  }
  return metadata.docElement;
}
