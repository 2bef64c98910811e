import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Case studies are a docs instance without a sidebar (`sidebarPath: false` in the config): each
 * study is a stand-alone article reached from the filterable list page (a custom route), so a
 * sidebar would only repeat that list. This file exists so that a future docs section has a home.
 */
const sidebars: SidebarsConfig = {};

export default sidebars;
