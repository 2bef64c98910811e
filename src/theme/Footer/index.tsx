/**
 * Swizzled (replacement, not a leaf eject): renders the site footer, built from the company
 * constants and navigation data, instead of theme-classic's footer, none of which is kept.
 */
import type {ReactNode} from 'react';
import SiteFooter from '@site/src/components/layout/SiteFooter';

export default function Footer(): ReactNode {
  return <SiteFooter />;
}
