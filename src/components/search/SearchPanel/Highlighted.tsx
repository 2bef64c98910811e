import type {ReactNode} from 'react';
import {highlightWords} from '@site/src/lib/searchText';

/**
 * Query words (the first 2, in any case and with or without accents) marked with <mark>
 * elements; the text is never parsed as HTML. `stems` also marks a word found by its stem, as the
 * full-text index matches it ("securite" in "sécuritaire").
 */
export default function Highlighted({
  text,
  query,
  stems = false,
}: {
  readonly text: string;
  readonly query: string;
  readonly stems?: boolean;
}): ReactNode {
  return highlightWords(text, query, stems).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}
