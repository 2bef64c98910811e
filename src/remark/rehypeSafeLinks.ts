/** Markdown links: only safe protocols keep their link; http links open in a new tab with noopener. */
import type {Plugin} from 'unified';
import type {Root, Element, RootContent} from 'hast';

export const ALLOWED_PROTOCOLS = ['http', 'https', 'ircs', 'irc', 'mailto', 'xmpp'] as const;

/** True when the URL is relative or uses an allowed protocol. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const url = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const colon = url.indexOf(':');
  if (colon === -1) {
    return true;
  }
  const slash = url.indexOf('/');
  const question = url.indexOf('?');
  const hash = url.indexOf('#');
  if ((slash !== -1 && colon > slash) || (question !== -1 && colon > question) || (hash !== -1 && colon > hash)) {
    return true;
  }
  const protocol = url.slice(0, colon).toLowerCase();
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(protocol);
}

export function isExternalHref(href: string): boolean {
  return /^http/i.test(href.trim());
}

/** The links below `parent`, at any depth: an unsafe one replaced by its text, an external one opening a new tab. */
function transform(parent: {children: RootContent[]}): void {
  parent.children = parent.children.flatMap((node) => {
    if ('children' in node) {
      transform(node);
    }
    const href = node.type === 'element' && node.tagName === 'a' ? node.properties.href : undefined;
    if (typeof href !== 'string') {
      return [node];
    }
    if (!isSafeHref(href)) {
      return (node as Element).children;
    }
    if (isExternalHref(href)) {
      Object.assign((node as Element).properties, {target: '_blank', rel: ['noopener', 'noreferrer']});
    }
    return [node];
  });
}

const rehypeSafeLinks: Plugin<[], Root> = () => (tree) => transform(tree);

export default rehypeSafeLinks;
