/**
 * An address with malformed percent-encoding ("/blog/%E0%A4%A") makes Docusaurus's client entry
 * throw in decodeURI before it hydrates, leaving a dead page. Client modules run before that, so
 * the address is repaired here (stray "%" become "%25"); the router then treats it as unknown.
 */
import {repairPercentEncoding} from '@site/src/lib/safeUrl';

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const repaired = `${repairPercentEncoding(pathname)}${search}${repairPercentEncoding(hash)}`;
  if (repaired !== `${pathname}${search}${hash}`) {
    window.history.replaceState(window.history.state, '', repaired);
  }
}
