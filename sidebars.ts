import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Case studies are a docs instance without a sidebar (`sidebarPath: false` in the config); the
 * list page is a custom route. This file exists so that a future docs section has a home.
 */
const sidebars: SidebarsConfig = {};

export default sidebars;
