/**
 * The writers' editor (editor/public/config.yml) asks for what the build accepts: each collection
 * has the front-matter fields of its schema (plugins/content-collections/schema.ts), required where
 * the build requires them, and offers the authors, tags and services the site defines. Inside an
 * optional group (a case study's partner) the editor requires nothing: the build refuses a group
 * filled in half.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {Joi} from '@docusaurus/utils-validation';
import {blogPostFrontMatterSchema, caseStudyFrontMatterSchema} from '@site/plugins/content-collections/schema';
import {serviceIds} from '@site/plugins/content-collections/serviceIds';

interface EditorField {
  name: string;
  widget: string;
  required?: boolean;
  fields?: EditorField[];
  options?: (string | {value: string})[];
}
interface Description {
  type: string;
  flags?: {presence?: string};
  keys?: Record<string, Description>;
  items?: Description[];
  matches?: {schema: Description}[];
}

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const config = parse(read('editor/public/config.yml')) as {collections: {name: string; fields: EditorField[]}[]};
const fieldsOf = (collection: string) => config.collections.find((entry) => entry.name === collection)!.fields;

/** Each field's path and whether it must be filled in, as the editor asks (the text itself aside). */
function editorRules(fields: EditorField[], prefix = '', within = true): [string, boolean][] {
  return (
    fields
      // The text, and a hidden record the editor keeps as it is (a French copy's translatedFrom).
      .filter((field) => field.name !== 'body' && field.widget !== 'hidden')
      .flatMap((field) => {
        const required = within && field.required !== false;
        const inner = editorRules(field.fields ?? [], `${prefix}${field.name}.`, field.widget === 'list' || required);
        return [[`${prefix}${field.name}`, required], ...inner];
      })
  );
}

/** The same from a schema: an object's keys, or a list's items' keys. */
function schemaRules(description: Description, prefix = '', within = true): [string, boolean][] {
  return Object.entries(description.keys ?? {}).flatMap(([name, field]) => {
    const required = within && field.flags?.presence === 'required';
    const inner = field.type === 'array' ? field.items?.[0] : field;
    // A list of items is optional as a whole; an item added must be complete.
    return [
      [`${prefix}${name}`, required],
      ...schemaRules(inner ?? field, `${prefix}${name}.`, field.type === 'array' || required),
    ];
  });
}

const sorted = (rules: [string, boolean][]) => [...rules].sort(([a], [b]) => a.localeCompare(b));

describe.each([
  ['blog', blogPostFrontMatterSchema],
  ['blog-fr', blogPostFrontMatterSchema],
  ['case-studies', caseStudyFrontMatterSchema],
  ['case-studies-fr', caseStudyFrontMatterSchema],
] as const)('the editor’s %s collection', (collection, schema: Joi.ObjectSchema) => {
  it('has the schema’s fields, required where the build requires them', () => {
    expect(sorted(editorRules(fieldsOf(collection)))).toEqual(sorted(schemaRules(schema.describe() as Description)));
  });
});

describe('the choices the editor offers', () => {
  const values = (collection: string, name: string) =>
    fieldsOf(collection)
      .find((field) => field.name === name)!
      .options!.map((option) => (typeof option === 'string' ? option : option.value))
      .sort();
  const keys = (file: string) => Object.keys(parse(read(file)) as object).sort();

  it('are the blog’s authors and tags and the site’s services', () => {
    expect(values('blog', 'authors')).toEqual(keys('blog/authors.yml'));
    expect(values('blog', 'tags')).toEqual(keys('i18n/fr-CA/docusaurus-plugin-content-blog/tags.yml'));
    expect(values('case-studies', 'categories')).toEqual([...serviceIds].sort());
  });
});
