/** Shared by the plugin and the components: no Node imports, so the plugin stays out of bundles. */

/** The brand kit archive: written to build/ by the plugin's postBuild, linked from the guidelines. */
export const BRAND_KIT_PATH = '/brand/northbeam-brand-kit.zip';
