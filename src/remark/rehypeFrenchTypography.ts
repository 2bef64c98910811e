/** French punctuation spacing in the French markdown files (i18n/fr-*), except code and other languages. */
import type {Plugin} from 'unified';
import type {Element, Root, RootContent} from 'hast';
import {frenchTypography, isFrenchFile} from '../lib/frenchTypography';

const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style']);
/** Attributes a visitor reads or hears. */
const TEXT_ATTRIBUTES = ['alt', 'title'];

interface MdxJsxElement {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  attributes: {type: string; name?: string; value?: unknown}[];
}

function inAnotherLanguage(element: Element): boolean {
  const lang = element.properties.lang;
  return typeof lang === 'string' && !/^fr\b/i.test(lang);
}

function visit(node: Root | RootContent): void {
  if (node.type === 'text') {
    node.value = frenchTypography(node.value);
    return;
  }
  if (node.type === 'element') {
    if (VERBATIM.has(node.tagName) || inAnotherLanguage(node)) {
      return;
    }
    for (const name of TEXT_ATTRIBUTES) {
      const value = node.properties[name];
      if (typeof value === 'string') {
        node.properties[name] = frenchTypography(value);
      }
    }
  }
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    // Images are JSX here (Docusaurus makes each one an asset import): their alt and title.
    for (const attribute of (node as unknown as MdxJsxElement).attributes) {
      if (attribute.name && TEXT_ATTRIBUTES.includes(attribute.name) && typeof attribute.value === 'string') {
        attribute.value = frenchTypography(attribute.value);
      }
    }
  }
  if ('children' in node) {
    node.children.forEach(visit);
  }
}

const rehypeFrenchTypography: Plugin<[], Root> = () => (tree, file) => {
  if (isFrenchFile(file.path)) {
    visit(tree);
  }
};

export default rehypeFrenchTypography;
