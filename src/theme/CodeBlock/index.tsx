/** Swizzled (ejected, leaf): plain <pre><code>, without Prism's 35 KB gzip on every markdown page. */
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
