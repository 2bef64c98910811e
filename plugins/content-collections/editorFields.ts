/**
 * The writers' editor's fields (Decap CMS widgets), generated from the front-matter schemas, so the
 * editor asks for exactly what the build accepts: the same required flags, whole and positive
 * numbers, patterns, minimum list lengths and category keys. Labels and hints come from
 * src/data/editorFields.ts. A schema rule this generator cannot express fails the build.
 */
import type {Joi} from '@docusaurus/utils-validation';
import type {EditorFieldText} from '../../src/data/editorFields';

/** One Decap CMS field. */
export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'datetime' | 'list' | 'object' | 'select' | 'image' | 'markdown';
  required: boolean;
  hint?: string;
  /** [regular expression source, message shown when it does not match]. */
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  step?: number;
  default?: unknown;
  options?: readonly string[];
  multiple?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  format?: string;
  date_format?: string;
  time_format?: string | boolean;
  collapsed?: boolean;
  choose_url?: boolean;
}

/** The part of Joi's `describe()` output the generator reads. */
interface Description {
  type: string;
  flags?: {presence?: string; default?: unknown; only?: boolean};
  rules?: {name: string; args?: Record<string, unknown>}[];
  items?: Description[];
  keys?: Record<string, Description>;
  matches?: {schema: Description}[];
  allow?: unknown[];
}

/** Extra facts a field needs that are not rules: options of a choice, the date format. */
export interface EditorFieldContext {
  /** Choices of a text field (the blog authors): a select of these values instead of a text box. */
  choices?: Record<string, readonly string[]>;
  /** Fields whose dates carry a time of day (the blog's date); other dates are days. */
  dateTimes?: readonly string[];
}

const rule = (description: Description, name: string) => description.rules?.find((r) => r.name === name);

/** A regex source as `describe()` prints it (`/^[a-z]+$/`) without its slashes. */
function regexSource(printed: unknown): string {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(String(printed));
  if (!match || match[2]) {
    throw new Error(`The editor cannot use the pattern ${String(printed)}`);
  }
  return match[1]!;
}

function patternOf(description: Description): [string, string] | undefined {
  const pattern = rule(description, 'pattern');
  if (!pattern) {
    return undefined;
  }
  const name = (pattern.args?.options as {name?: string} | undefined)?.name ?? 'the expected form';
  return [regexSource(pattern.args?.regex), `Must be a ${name}`];
}

/**
 * A text the schema trims before its minimum length: spaces alone are refused there, so here too
 * (Decap counts spaces as a value).
 */
function notBlankOf(description: Description): [string, string] | undefined {
  return rule(description, 'trim') && (minOf(description) ?? 0) >= 1 ? [NOT_BLANK, 'Must not be blank'] : undefined;
}

/** The editor's pattern for texts that must not be blank: at least one character that is not a space. */
export const NOT_BLANK = '\\S';

function minOf(description: Description): number | undefined {
  const min = rule(description, 'min')?.args?.limit;
  return typeof min === 'number' ? min : undefined;
}

function field(
  name: string,
  description: Description,
  text: EditorFieldText,
  context: EditorFieldContext,
): EditorField {
  const base = {
    name,
    label: text.label,
    required: description.flags?.presence === 'required',
    ...(text.hint ? {hint: text.hint} : {}),
  };
  const where = `"${name}"`;
  // `alternatives`: one text or a list of them (authors), or a date alone (publishedAt).
  if (description.type === 'alternatives') {
    const schemas = (description.matches ?? []).map((match) => match.schema);
    const list = schemas.find((schema) => schema.type === 'array');
    const single = schemas.find((schema) => schema.type !== 'array');
    const chosen = list ?? single;
    if (!chosen || (list && single && single.type !== list.items?.[0]?.type)) {
      throw new Error(`The editor cannot express the alternatives of ${where}`);
    }
    return field(name, {...chosen, flags: {...chosen.flags, ...description.flags}}, text, context);
  }
  const choices = context.choices?.[name];
  switch (description.type) {
    case 'string':
      if (choices) {
        return {...base, widget: 'select', options: choices};
      }
      if (rule(description, 'uri')) {
        return {
          ...base,
          widget: 'string',
          pattern: ['^https?://\\S+$', 'Must be a full address starting with https://'],
        };
      }
      if (text.kind === 'image') {
        // Decap writes the collection's public folder and the file name (/img/blog/x.svg), always a
        // site path; it checks a pattern against the upload before that path exists, so none here.
        return {...base, widget: 'image', choose_url: false};
      }
      return {
        ...base,
        widget: text.kind === 'text' ? 'text' : 'string',
        ...withPattern(patternOf(description) ?? notBlankOf(description)),
      };
    case 'number': {
      const integer = Boolean(rule(description, 'integer'));
      const positive = rule(description, 'sign')?.args?.sign === 'positive';
      return {
        ...base,
        widget: 'number',
        value_type: integer ? 'int' : 'float',
        ...(positive ? {min: integer ? 1 : 0} : {}),
        ...(integer ? {step: 1} : {}),
      };
    }
    case 'boolean':
      return {...base, widget: 'boolean', default: description.flags?.default ?? false};
    case 'date':
      return context.dateTimes?.includes(name)
        ? {...base, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ'}
        : {...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false};
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: !base.required,
        fields: fieldsOf(description, text.fields, context),
      };
    case 'array': {
      const item = description.items?.[0];
      if (!item || (description.items?.length ?? 0) > 1) {
        throw new Error(`The editor cannot express the list ${where}`);
      }
      const min = minOf(description);
      const itemChoices = item.flags?.only ? (item.allow ?? []).map(String) : (choices ?? undefined);
      if (itemChoices) {
        return {...base, widget: 'select', multiple: true, options: itemChoices, ...(min ? {min} : {})};
      }
      if (item.type === 'object') {
        return {
          ...base,
          widget: 'list',
          collapsed: false,
          fields: fieldsOf(item, text.fields, context),
          ...(min ? {min} : {}),
        };
      }
      if (item.type === 'string') {
        return {
          ...base,
          widget: 'list',
          field: {name: 'item', label: text.label, widget: 'string', required: true},
          ...(min ? {min} : {}),
        };
      }
      throw new Error(`The editor cannot express the list items of ${where}`);
    }
    default:
      throw new Error(`The editor has no widget for the ${description.type} field ${where}`);
  }
}

function withPattern(pattern: [string, string] | undefined): Pick<EditorField, 'pattern'> {
  return pattern ? {pattern} : {};
}

function fieldsOf(
  description: Description,
  texts: Record<string, EditorFieldText> | undefined,
  context: EditorFieldContext,
): EditorField[] {
  const keys = Object.entries(description.keys ?? {});
  return keys.map(([name, child]) => {
    const text = texts?.[name];
    if (!text) {
      throw new Error(`No label for the field "${name}" in src/data/editorFields.ts`);
    }
    return field(name, child, text, context);
  });
}

/** The editor's fields of one collection, in the schema's order, without the body. */
export function editorFieldsOf(
  schema: Joi.ObjectSchema,
  texts: Record<string, EditorFieldText>,
  context: EditorFieldContext = {},
): EditorField[] {
  return fieldsOf(schema.describe() as Description, texts, context);
}
