import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/**
 * What `<Head>` (Docusaurus's wrapper of react-helmet-async) asks of the document head, read the
 * way react-helmet-async reads it, so that the browser bundle can apply it with a few hundred bytes
 * of code instead of the library (see plugins/site-performance/clientHead.tsx). The prerendered
 * pages are still written by react-helmet-async itself, on the server.
 */

/** The elements that `<Head>` adds to the document head, one per tag. */
export const HEAD_TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

/** A head element's attributes under their HTML names; `innerHTML` holds a script's or style's text. */
export type HeadTag = Record<string, string>;
export type HeadAttributes = Record<string, string>;

/** What one `<Head>` element asks for. */
export interface HeadRequest {
  title?: string;
  htmlAttributes: HeadAttributes;
  bodyAttributes: HeadAttributes;
  tags: Record<HeadTagName, HeadTag[]>;
}

/** What the head should hold once every mounted `<Head>` element is taken into account. */
export type HeadState = HeadRequest;

/** The text a head element may carry in place of attributes. */
export const CONTENT_KEY = 'innerHTML';

/**
 * The attributes that identify a tag: a later `<Head>` replaces an earlier one's tag with the same
 * value of it (the page's description replaces the site's). As in react-helmet-async, a link is
 * identified by `rel` when it is canonical and by `href` otherwise.
 */
const IDENTIFYING_ATTRIBUTES: Record<HeadTagName, readonly string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: [CONTENT_KEY],
  script: ['src', CONTENT_KEY],
  style: [CONTENT_KEY],
};

/** React's names of the attributes whose HTML names differ by more than case. */
const HTML_ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
};

function emptyRequest(): HeadRequest {
  return {
    htmlAttributes: {},
    bodyAttributes: {},
    tags: {base: [], link: [], meta: [], noscript: [], script: [], style: []},
  };
}

/** An element's text children as one string: `<title>{a}{b}</title>` gives "ab". */
function textOf(children: unknown): string {
  if (Array.isArray(children)) {
    return children.map(textOf).join('');
  }
  return children === null || children === undefined || typeof children === 'boolean' ? '' : String(children);
}

/** An element's props as HTML attributes, without its children; unset ones are left out. */
function attributesOf(props: Record<string, unknown>): HeadAttributes {
  const attributes: HeadAttributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) {
      continue;
    }
    attributes[HTML_ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = String(value);
  }
  return attributes;
}

function isHeadTagName(type: string): type is HeadTagName {
  return (HEAD_TAG_NAMES as readonly string[]).includes(type);
}

/** What one `<Head>` element's children ask for. Fragments are looked into; other elements are ignored. */
export function headRequestOf(children: ReactNode, request: HeadRequest = emptyRequest()): HeadRequest {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) {
      return;
    }
    if (child.type === Fragment) {
      headRequestOf(child.props.children as ReactNode, request);
      return;
    }
    if (typeof child.type !== 'string') {
      return;
    }
    const {type, props} = child;
    if (type === 'title') {
      request.title = textOf(props.children);
    } else if (type === 'html' || type === 'body') {
      Object.assign(type === 'html' ? request.htmlAttributes : request.bodyAttributes, attributesOf(props));
    } else if (isHeadTagName(type)) {
      const tag = attributesOf(props);
      const content = textOf(props.children);
      if (content) {
        tag[CONTENT_KEY] = content;
      }
      request.tags[type].push(tag);
    }
  });
  return request;
}

/** The attribute that identifies a tag (IDENTIFYING_ATTRIBUTES), or undefined if it has none. */
function identifyingAttribute(type: HeadTagName, tag: HeadTag): string | undefined {
  const candidates = IDENTIFYING_ATTRIBUTES[type];
  if (type === 'link' && tag.rel?.toLowerCase() === 'canonical') {
    return 'rel';
  }
  // As react-helmet-async: the last identifying attribute written wins (href over rel).
  return Object.keys(tag)
    .filter((name) => candidates.includes(name) && !(name === 'rel' && tag.rel?.toLowerCase() === 'stylesheet'))
    .at(-1);
}

/**
 * The tags of one kind that stay: each request's tags in order, minus those a later request
 * replaces (same identifying attribute and value, compared without case). Tags without an
 * identifying attribute are dropped, and `base` keeps only the last request's.
 */
function resolveTags(type: HeadTagName, requests: readonly HeadRequest[]): HeadTag[] {
  const taken = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const request of [...requests].reverse()) {
    const identities: string[] = [];
    const keptHere = request.tags[type].filter((tag) => {
      const attribute = identifyingAttribute(type, tag);
      const value = attribute === undefined ? '' : tag[attribute]!.toLowerCase();
      const identity = `${attribute}=${value}`;
      if (!value || taken.has(identity)) {
        return false;
      }
      identities.push(identity);
      return true;
    });
    // Within one request, two tags with the same identity both stay.
    identities.forEach((identity) => taken.add(identity));
    kept.unshift(keptHere);
  }
  const tags = kept.flat();
  return type === 'base' ? tags.slice(-1) : tags;
}

/**
 * The head that the mounted `<Head>` elements ask for, in the order they mounted: a later one wins
 * (the page's title over the site's), attributes are merged, and tags are replaced by identity.
 */
export function resolveHead(requests: readonly HeadRequest[]): HeadState {
  const state = emptyRequest();
  for (const request of requests) {
    if (request.title) {
      state.title = request.title;
    }
    Object.assign(state.htmlAttributes, request.htmlAttributes);
    Object.assign(state.bodyAttributes, request.bodyAttributes);
  }
  for (const type of HEAD_TAG_NAMES) {
    state.tags[type] = resolveTags(type, requests);
  }
  return state;
}
