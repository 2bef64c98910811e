/**
 * Swizzled (replacement): renders nothing. The site configures no announcement bar, so
 * theme-classic's bar (and its dismiss button, icon and storage) would only add code to every
 * page. plugins/site-performance fails the build if `themeConfig.announcementBar` is set.
 */
import type {ReactNode} from 'react';

export default function AnnouncementBar(): ReactNode {
  return null;
}
