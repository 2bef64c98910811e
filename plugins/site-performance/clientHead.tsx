/**
 * Stands in for react-helmet-async in the browser bundle (see index.ts): the `Helmet` behind
 * Docusaurus's `<Head>` and the `HelmetProvider` around the app. The prerendered head is written by
 * the real library on the server; in the browser the head only has to follow client-side
 * navigations (title, description, canonical and alternate links, structured data, the `<html>`
 * attributes), which this does in a few hundred bytes: `main.js` is about 4 KB gzip smaller than
 * with the library and its dependencies. The rules of precedence are in src/lib/headState.ts.
 */
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {
  CONTENT_KEY,
  HEAD_TAG_NAMES,
  headRequestOf,
  resolveHead,
  type HeadAttributes,
  type HeadRequest,
  type HeadState,
  type HeadTag,
  type HeadTagName,
} from '@site/src/lib/headState';

/**
 * react-helmet-async's mark, kept so that the prerendered elements are recognized: on head
 * elements it says "managed"; on `<html>` and `<body>` it lists the attributes that are managed.
 */
const MANAGED = 'data-rh';

/** The mounted `<Head>` elements' requests, by the order of their first render. */
const mountedRequests = new Map<number, HeadRequest>();
let renderedCount = 0;
let applyPending = false;

function applyAttributes(element: HTMLElement, attributes: HeadAttributes): void {
  for (const name of element.getAttribute(MANAGED)?.split(',') ?? []) {
    if (!(name in attributes)) {
      element.removeAttribute(name);
    }
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
    }
  }
  const names = Object.keys(attributes);
  if (names.length > 0) {
    element.setAttribute(MANAGED, names.join(','));
  } else {
    element.removeAttribute(MANAGED);
  }
}

/** Replaces the managed elements of one kind, leaving in place those that do not change. */
function applyTags(type: HeadTagName, tags: readonly HeadTag[]): void {
  const stale = Array.from(document.head.querySelectorAll(`${type}[${MANAGED}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === CONTENT_KEY) {
        element.textContent = value;
      } else {
        element.setAttribute(name, value);
      }
    }
    element.setAttribute(MANAGED, 'true');
    const unchanged = stale.findIndex((existing) => existing.isEqualNode(element));
    if (unchanged >= 0) {
      stale.splice(unchanged, 1);
    } else {
      added.push(element);
    }
  }
  stale.forEach((element) => element.remove());
  document.head.append(...added);
}

function applyHead(state: HeadState): void {
  if (state.title !== undefined && document.title !== state.title) {
    document.title = state.title;
  }
  applyAttributes(document.documentElement, state.htmlAttributes);
  applyAttributes(document.body, state.bodyAttributes);
  for (const type of HEAD_TAG_NAMES) {
    applyTags(type, state.tags[type]);
  }
}

/** One update per frame, however many `<Head>` elements changed in it (as the library defers). */
function scheduleApply(): void {
  if (applyPending) {
    return;
  }
  applyPending = true;
  requestAnimationFrame(() => {
    applyPending = false;
    const inMountOrder = [...mountedRequests.entries()].sort(([a], [b]) => a - b).map(([, request]) => request);
    applyHead(resolveHead(inMountOrder));
  });
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Numbered on the first render: parents before children, a new page after the layout around it.
  const [order] = useState(() => (renderedCount += 1));
  // Compared as text, so that a re-render asking for the same head changes nothing.
  const request = JSON.stringify(headRequestOf(children));
  useLayoutEffect(() => {
    mountedRequests.set(order, JSON.parse(request) as HeadRequest);
    scheduleApply();
    return () => {
      mountedRequests.delete(order);
      scheduleApply();
    };
  }, [order, request]);
  return null;
}

/** The library's provider only carries the server's context; in the browser it adds nothing. */
export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
