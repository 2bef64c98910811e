/**
 * The posts' cards and what to read after each post, in the build's language: the one import of
 * `@generated/content-collections/default/posts.json`, which plugins/content-collections writes
 * with `createData` (typed in src/types/generated-content.d.ts). Only a post's page imports it.
 */
import posts from '@generated/content-collections/default/posts.json';

export {posts};
