import type {ReactNode} from 'react';
import {highlight} from '@site/src/lib/search';

/** Query words (the first 2) marked with <mark> elements; the text is never parsed as HTML. */
export default function Highlighted({text, query}: {readonly text: string; readonly query: string}): ReactNode {
  return highlight(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}
