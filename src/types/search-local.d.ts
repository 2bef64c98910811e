/** The worker API of @easyops-cn/docusaurus-search-local (a theme file of the plugin, untyped); imported only by src/internals/searchWorker.ts. */
declare module '@theme/searchByWorker' {
  export interface SearchLocalDocument {
    /** Document id. */
    i: number;
    /** Text: the page title, a heading, a description or a content passage. */
    t: string;
    /** Page URL. */
    u: string;
    /** Hash of the section, if any. */
    h?: string;
    /** Id of the page's title document. */
    p?: number;
    /** Breadcrumb. */
    b?: string[];
    /** Section title of a passage. */
    s?: string;
  }

  export interface SearchLocalResult {
    document: SearchLocalDocument;
    /** 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
    type: number;
    page: SearchLocalDocument | false | undefined;
    tokens: string[];
    score: number;
  }

  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchLocalResult[]>;
}
