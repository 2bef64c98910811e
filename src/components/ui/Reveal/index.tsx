import type {ReactNode} from 'react';

interface Props {
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A block that fades in as one piece (src/clientModules/reveal.ts), such as a heading with its cards. */
export default function Reveal({children, className, id}: Props): ReactNode {
  return (
    <div id={id} className={className} data-reveal="">
      {children}
    </div>
  );
}
