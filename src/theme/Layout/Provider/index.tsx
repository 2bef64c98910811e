/**
 * Swizzled (eject): theme-classic's layout providers without two that the site has no use for,
 * which kept their code in every page's bundle:
 * - the announcement bar's (the site configures no announcement bar; src/theme/AnnouncementBar
 *   renders nothing);
 * - the docs plugin's preferred version (the one docs instance, the case studies, has no
 *   versions, and no component of the site reads a preferred version).
 * plugins/site-performance fails the build if either is configured after all.
 */
import type {ReactNode} from 'react';
import {composeProviders} from '@docusaurus/theme-common';
import {
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from '@site/src/internals/themeCommonInternal';

const Provider = composeProviders([
  ColorModeProvider,
  ScrollControllerProvider,
  PluginHtmlClassNameProvider,
  NavbarProvider,
]);

export default function LayoutProvider({children}: {children: ReactNode}): ReactNode {
  return <Provider>{children}</Provider>;
}
