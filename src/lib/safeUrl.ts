/**
 * Malformed percent-encoding in an address ("/blog/%E0%A4%A", "#%ZZ") makes decodeURI and
 * decodeURIComponent throw. Visitors can type or follow such addresses, so nothing the site
 * runs may throw on them: these helpers decode what can be decoded and keep the rest as text.
 */

/** decodeURIComponent that returns the text unchanged when it is not valid percent-encoding. */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The same path or hash with every "%" that does not start a decodable sequence escaped as
 * "%25", so decodeURI succeeds and yields the characters the visitor typed. Valid input is
 * returned unchanged.
 */
export function repairPercentEncoding(text: string): string {
  try {
    decodeURI(text);
    return text;
  } catch {
    // Keep the valid escapes (a lone "%" or a broken UTF-8 sequence is what fails) and escape the
    // percent signs of everything else.
    return text.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      if (run === '%') {
        return '%25';
      }
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
  }
}
