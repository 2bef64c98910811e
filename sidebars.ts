import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs sidebars of the site, where the project's layout keeps them. Both docs instances (the
 * case studies and the services) are stand-alone pages without a sidebar (`sidebarPath: false` in
 * the config): each is reached from its own list page, which a sidebar would only repeat. A future
 * docs section with a sidebar defines it here and points its instance at this file.
 */
const sidebars: SidebarsConfig = {};

export default sidebars;
