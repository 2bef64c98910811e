/**
 * Swizzled (ejected, leaf): replaces theme-classic's footer with the footer of spec 2.5, built
 * from the company constants and navigation data.
 */
import type {ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';

export default function Footer(): ReactNode {
  return <SiteFooter />;
}
