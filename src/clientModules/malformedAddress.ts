/**
 * An address with malformed percent-encoding ("/blog/%E0%A4%A") makes Docusaurus's client entry
 * throw "URIError: URI malformed" in decodeURI before it hydrates, leaving a dead page. Client
 * modules are evaluated before that entry reads the location, so the address is repaired here
 * first (stray "%" become "%25", without a new history entry); the router then treats it like
 * any unknown path: the not-found page, or the silent redirect to the blog or case-study list.
 */
import {repairPercentEncoding} from '@site/src/lib/safeUrl';

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const repaired = `${repairPercentEncoding(pathname)}${search}${repairPercentEncoding(hash)}`;
  if (repaired !== `${pathname}${search}${hash}`) {
    window.history.replaceState(window.history.state, '', repaired);
  }
}
