/**
 * Swizzled (ejected, leaf): the not-found page of spec 2.15. Docusaurus renders this for every
 * unknown route, and the build emits it as 404.html so static hosts answer with status 404.
 */
import type {ReactNode} from 'react';
import NotFoundContent from '@site/src/components/NotFoundContent';

export default function NotFoundContentWrapper(): ReactNode {
  return <NotFoundContent />;
}
