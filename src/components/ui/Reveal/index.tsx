import type {ReactNode} from 'react';

interface Props {
  children: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A block that fades in as one piece when it scrolls into view. The fade is site-wide (the
 * client module src/clientModules/reveal.ts treats sections and cards the same way); this marks
 * a group that is neither, such as a heading with its card grid.
 */
export default function Reveal({children, className, id}: Props): ReactNode {
  return (
    <div id={id} className={className} data-reveal="">
      {children}
    </div>
  );
}
