/**
 * The Decap CMS configuration of /admin/ (written as admin/config.yml): the git backend from the
 * settings, and the four collections (posts and case studies, English and French) with fields
 * generated from the front-matter schemas.
 */
import {blogPostFrontMatterSchema, caseStudyFrontMatterSchema} from '../../../plugins/content-collections/schema';
import {editorFieldsOf, type EditorField} from '../../../plugins/content-collections/editorFields';
import {blogPostFieldTexts, caseStudyFieldTexts} from '../../../src/data/editorFields';
import type {EditorSettings} from './settings';

/** Where each collection's files and images live in the repository, and its names. */
export const EDITOR_COLLECTIONS = [
  {
    name: 'blog',
    label: 'Blog posts',
    singular: 'Blog post',
    folder: 'blog',
    images: 'img/blog',
    fileName: '{{fields.slug}}',
  },
  {
    name: 'blog-fr',
    label: 'Blog posts in French',
    singular: 'French blog post',
    folder: 'i18n/fr-CA/docusaurus-plugin-content-blog',
    images: 'img/blog',
    fileName: '{{fields.slug}}',
  },
  {
    name: 'case-studies',
    label: 'Case studies',
    singular: 'Case study',
    folder: 'case-studies',
    images: 'img/case-studies',
    fileName: '{{fields.id}}',
  },
  {
    name: 'case-studies-fr',
    label: 'Case studies in French',
    singular: 'French case study',
    folder: 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current',
    images: 'img/case-studies',
    fileName: '{{fields.id}}',
  },
] as const;

export type EditorCollectionName = (typeof EDITOR_COLLECTIONS)[number]['name'];

const FRENCH_DESCRIPTION =
  'The French copy of an English entry: save it under the same file name (the same address field), ' +
  'translate the text and keep the numbers, addresses, dates, categories and images.';

/** The fields of each collection: its front matter, then the text of the page. */
export function collectionFields(name: EditorCollectionName, authors: readonly string[]): EditorField[] {
  const body: EditorField = {name: 'body', label: 'Text', widget: 'markdown', required: true};
  if (name.startsWith('blog')) {
    return [
      ...editorFieldsOf(blogPostFrontMatterSchema, blogPostFieldTexts, {
        choices: {authors},
        dateTimes: ['date'],
      }),
      {
        ...body,
        hint: 'Keep the line {/* truncate */} after the first paragraph: the summary on the blog page ends there.',
      },
    ];
  }
  return [
    ...editorFieldsOf(caseStudyFrontMatterSchema, caseStudyFieldTexts),
    {...body, hint: 'Each ## heading starts a "Project Details" block.'},
  ];
}

function backendOf(settings: EditorSettings): Record<string, unknown> {
  return {
    name: settings.backend,
    repo: settings.repo,
    branch: settings.branch,
    ...(settings.authUrl ? {base_url: settings.authUrl} : {}),
    ...(settings.apiUrl ? {api_root: settings.apiUrl} : {}),
    ...(settings.appId ? {auth_type: 'pkce', app_id: settings.appId} : {}),
    commit_messages: {
      create: 'Content: add {{collection}} “{{slug}}”',
      update: 'Content: update {{collection}} “{{slug}}”',
      delete: 'Content: delete {{collection}} “{{slug}}”',
      uploadMedia: 'Content: upload “{{path}}”',
      deleteMedia: 'Content: delete “{{path}}”',
    },
  };
}

/** The whole configuration, a plain object (JSON is valid YAML, so config.yml holds it as JSON). */
export function editorConfig(
  settings: EditorSettings,
  {siteUrl, authors}: {siteUrl: string; authors: readonly string[]},
) {
  return {
    backend: backendOf(settings),
    ...(settings.localBackend
      ? {local_backend: {url: settings.localBackend, allowed_hosts: ['127.0.0.1', 'localhost']}}
      : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    media_folder: 'static/img',
    public_folder: '/img',
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    collections: EDITOR_COLLECTIONS.map((collection) => ({
      name: collection.name,
      label: collection.label,
      label_singular: collection.singular,
      ...(collection.name.endsWith('-fr') ? {description: FRENCH_DESCRIPTION} : {}),
      folder: collection.folder,
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: collection.fileName,
      identifier_field: 'title',
      summary: '{{title}} ({{filename}})',
      sortable_fields: ['title'],
      media_folder: `/static/${collection.images}`,
      public_folder: `/${collection.images}`,
      fields: collectionFields(collection.name, authors),
    })),
  };
}
