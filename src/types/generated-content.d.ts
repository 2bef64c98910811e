/**
 * The data of src/data/<module>.ts in the build's language, written by plugins/site-data with
 * createData: the module's data exports translated, then joined with the data other modules give
 * them (plugins/site-data/compose.ts), typed by the plugin's SiteDataContent.
 */
declare module '@generated/site-data/default/about.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['about'];
  export default data;
}

declare module '@generated/site-data/default/articleCallToActions.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['articleCallToActions'];
  export default data;
}

declare module '@generated/site-data/default/callToActions.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['callToActions'];
  export default data;
}

declare module '@generated/site-data/default/company.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['company'];
  export default data;
}

declare module '@generated/site-data/default/home.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['home'];
  export default data;
}

declare module '@generated/site-data/default/legal.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['legal'];
  export default data;
}

declare module '@generated/site-data/default/navigation.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['navigation'];
  export default data;
}

declare module '@generated/site-data/default/resources.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['resources'];
  export default data;
}

/** The service names in the build's language, written by plugins/service-pages with createData. */
declare module '@generated/service-pages/default/serviceNames.json' {
  import type {ServiceName} from '@site/src/lib/services';
  const data: ServiceName[];
  export default data;
}

/** The service summaries in the build's language, written by plugins/service-pages with createData. */
declare module '@generated/service-pages/default/serviceSummaries.json' {
  import type {ServiceSummary} from '@site/src/lib/services';
  const data: ServiceSummary[];
  export default data;
}
