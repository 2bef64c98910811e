/**
 * The service names in the build's language (menus, footer, case-study chips and filters, the
 * Service JSON-LD): the one import of `@generated/content-collections/default/serviceNames.json`,
 * which plugins/content-collections writes with `createData` (typed in
 * src/types/generated-content.d.ts). Every page ships it.
 */
import serviceNames from '@generated/content-collections/default/serviceNames.json';

export {serviceNames};
