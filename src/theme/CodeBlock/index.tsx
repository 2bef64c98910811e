/**
 * Swizzled (ejected, leaf): code blocks render as plain, scrollable <pre><code> without syntax
 * highlighting. The stock CodeBlock pulls the Prism highlighter (about 35 KB gzip) into every
 * page with markdown, and the site's articles have no code that needs colouring.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

export default function CodeBlock({children, className, title}: Props): ReactNode {
  return (
    <figure className="site-code-block">
      {title && <figcaption className="site-code-block__title">{title}</figcaption>}
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre tabIndex={0}>
        <code className={className}>{children}</code>
      </pre>
    </figure>
  );
}
