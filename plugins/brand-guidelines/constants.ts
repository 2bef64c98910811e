/**
 * Constants shared by the plugin (Node) and the site's components (browser). Client-safe: no Node
 * imports here, so a component can import this file without pulling the plugin into its bundle.
 */

/** The brand kit archive: written to build/ by the plugin's postBuild, linked from the guidelines. */
export const BRAND_KIT_PATH = '/brand/northbeam-brand-kit.zip';
