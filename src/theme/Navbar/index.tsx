/**
 * Swizzled (replacement, not a leaf eject): renders the site header instead of theme-classic's
 * navbar, none of which is kept. The classic navbar offers none of the header's behaviour (hover
 * dropdowns, the emergency dialog, a full-height mobile panel).
 */
import type {ReactNode} from 'react';
import SiteHeader from '@site/src/components/layout/SiteHeader';

export default function Navbar(): ReactNode {
  return <SiteHeader />;
}
