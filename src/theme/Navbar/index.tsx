/**
 * Swizzled (ejected, leaf): replaces theme-classic's navbar with the site header of spec 2.3,
 * whose behaviour (hover dropdowns, emergency dialog, full-height mobile panel) the classic
 * navbar does not offer.
 */
import type {ReactNode} from 'react';
import SiteHeader from '@site/src/components/SiteHeader';

export default function Navbar(): ReactNode {
  return <SiteHeader />;
}
