/**
 * Interface strings written in place. The site's components declare their strings with
 * `translate({id, message, description})` and `<Translate id description>message</Translate>`
 * (`@docusaurus/Translate`), and Docusaurus looks each id up at run time in a dictionary of every
 * string of the locale that ships with every page. Here each static declaration is rewritten at
 * build time to carry the message of the locale being built, without the id and the description,
 * so a string ships only with the code that shows it, and the dictionary keeps only the strings
 * of the themes' own components.
 */
import {parse} from '@babel/parser';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A static translation declaration found in a source file. */
export interface TranslationDeclaration {
  id: string | undefined;
  /** The default (English) message written in the source. */
  message: string | undefined;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'extra') {
      continue;
    }
    if (Array.isArray(value)) {
      value.filter(isNode).forEach((child) => walk(child, visit));
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

/** The value of a string literal or of a template literal without placeholders. */
function staticString(node: unknown): string | undefined {
  if (!isNode(node)) {
    return undefined;
  }
  if (node.type === 'StringLiteral') {
    return node.value as string;
  }
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    return ((node.quasis as Node[])[0]!.value as {cooked: string}).cooked;
  }
  if (node.type === 'JSXExpressionContainer') {
    return staticString(node.expression);
  }
  return undefined;
}

function propertyName(node: Node): string | undefined {
  const key = node.key as Node;
  return key.type === 'Identifier' ? (key.name as string) : staticString(key);
}

function parsePlugins(file: string): ('typescript' | 'jsx')[] {
  if (/\.tsx$/.test(file)) {
    return ['typescript', 'jsx'];
  }
  return /\.ts$/.test(file) ? ['typescript'] : ['jsx'];
}

/**
 * The local names of `@docusaurus/Translate`'s component and function in a module, as
 * `docusaurus write-translations` finds them.
 */
function translateImports(program: Node): {component?: string; fn?: string} {
  const names: {component?: string; fn?: string} = {};
  for (const statement of program.body as Node[]) {
    if (
      statement.type !== 'ImportDeclaration' ||
      statement.importKind === 'type' ||
      (statement.source as Node).value !== '@docusaurus/Translate'
    ) {
      continue;
    }
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') {
        names.component = (specifier.local as Node).name as string;
      } else if (specifier.type === 'ImportSpecifier' && staticName(specifier.imported as Node) === 'translate') {
        names.fn = (specifier.local as Node).name as string;
      }
    }
  }
  return names;
}

function staticName(node: Node): string | undefined {
  return node.type === 'Identifier' ? (node.name as string) : staticString(node);
}

/** Visits every static declaration: its id, message, and the edit that writes `message` in place. */
function declarations(
  source: string,
  file: string,
  visit: (declaration: TranslationDeclaration, write: (message: string) => Edit[]) => void,
): void {
  if (!source.includes('@docusaurus/Translate')) {
    return;
  }
  const ast = parse(source, {sourceType: 'module', plugins: parsePlugins(file)}) as unknown as Node;
  const program = ast.program as Node;
  const names = translateImports(program);
  walk(program, (node) => {
    if (
      names.fn &&
      node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.type === 'Identifier' &&
      node.callee.name === names.fn
    ) {
      const [options] = node.arguments as Node[];
      if (!options || options.type !== 'ObjectExpression') {
        return;
      }
      const fields = new Map<string, string>();
      for (const property of options.properties as Node[]) {
        const name = property.type === 'ObjectProperty' ? propertyName(property) : undefined;
        const value = property.type === 'ObjectProperty' ? staticString(property.value) : undefined;
        if (!name || value === undefined || !['id', 'message', 'description'].includes(name)) {
          return;
        }
        fields.set(name, value);
      }
      visit({id: fields.get('id'), message: fields.get('message')}, (message) => [
        {start: options.start, end: options.end, text: `{message: ${JSON.stringify(message)}}`},
      ]);
    }
    if (names.component && node.type === 'JSXElement') {
      const opening = node.openingElement as Node;
      const name = opening.name as Node;
      if (name.type !== 'JSXIdentifier' || name.name !== names.component) {
        return;
      }
      const attributes = opening.attributes as Node[];
      const byName = new Map<string, Node>();
      for (const attribute of attributes) {
        if (attribute.type === 'JSXAttribute') {
          byName.set((attribute.name as Node).name as string, attribute);
        }
      }
      const idAttribute = byName.get('id');
      const id = idAttribute ? staticString(idAttribute.value) : undefined;
      if (idAttribute && id === undefined) {
        return;
      }
      const children = (node.children as Node[]).filter(
        (child) => !(child.type === 'JSXText' && (child.value as string).trim() === ''),
      );
      const only = children.length === 1 ? children[0]! : undefined;
      const message =
        only?.type === 'JSXText' ? (only.value as string).trim().replace(/\s+/g, ' ') : staticString(only);
      if (children.length > 1 || (only && message === undefined) || (!id && message === undefined)) {
        return;
      }
      const removed = ['id', 'description']
        .map((attributeName) => byName.get(attributeName))
        .filter((attribute): attribute is Node => attribute !== undefined)
        .map((attribute) => ({start: attribute.start, end: attribute.end, text: ''}));
      visit({id, message}, (text) => {
        if (only) {
          return [...removed, {start: only.start, end: only.end, text: `{${JSON.stringify(text)}}`}];
        }
        // `<Translate id="x" />`: the message becomes its only child.
        const closing = source.lastIndexOf('/>', node.end);
        return [
          ...removed,
          {start: closing, end: node.end, text: `>{${JSON.stringify(text)}}</${name.name as string}>`},
        ];
      });
    }
  });
}

/** The static translation declarations of a source file. */
export function findTranslations(source: string, file: string): TranslationDeclaration[] {
  const found: TranslationDeclaration[] = [];
  declarations(source, file, (declaration) => found.push(declaration));
  return found;
}

/**
 * The source with every static declaration carrying its message in the locale being built
 * (`messages`, by id; the source's own message where the locale has none), without id or
 * description. Anything else is left as written.
 */
export function inlineTranslations(source: string, file: string, messages: Readonly<Record<string, string>>): string {
  const edits: Edit[] = [];
  declarations(source, file, ({id, message}, write) => {
    const localized = (id !== undefined ? messages[id] : undefined) ?? message;
    if (localized !== undefined) {
      edits.push(...write(localized));
    }
  });
  let output = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}
