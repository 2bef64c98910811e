import type {ReactNode} from 'react';
import {useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocRoot';
import NotFoundContent from '@theme/NotFound/Content';

/**
 * `docRootComponent` of the case-studies and services docs instances: the matched document without
 * the docs sidebar layout (~48 KB of JavaScript); an unknown address, the not-found content.
 */
export default function DocumentRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return <NotFoundContent />;
  }
  return metadata.docElement;
}
