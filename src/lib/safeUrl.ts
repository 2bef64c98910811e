/** Decoding that never throws on malformed percent-encoding, which visitors can type or follow. */

/** decodeURIComponent that returns the text unchanged when it is not valid percent-encoding. */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path or hash with each "%" that starts no decodable sequence escaped as "%25". */
export function repairPercentEncoding(text: string): string {
  try {
    decodeURI(text);
    return text;
  } catch {
    // Keep the valid escapes; escape the percent signs of a lone "%" or a broken UTF-8 sequence.
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
