/**
 * Build settings that hold a public https address (BOOKING_URL): one check, so
 * each refuses the same things with an error that names the setting and says how to switch it off.
 */
interface HttpsSetting {
  /** The environment variable, named in every error. */
  name: string;
  /** What the address is, e.g. "the booking page". */
  what: string;
  /** A well-formed example. */
  example: string;
  /** What unsetting it does, e.g. "to build without online booking". */
  whenUnset: string;
}

/**
 * The address, normalised, or undefined when the value is unset or blank. Throws for anything
 * but an absolute https address with a host and without credentials; `refuse` adds checks of
 * its own (it returns the reason, or undefined to accept).
 */
export function parseHttpsSetting(
  setting: HttpsSetting,
  value: string | undefined,
  refuse: (url: URL) => string | undefined = () => undefined,
): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') {
    return undefined;
  }
  const problem = (reason: string) =>
    new Error(
      `${setting.name} must be the https:// address of ${setting.what} (e.g. ${setting.example}), but "${text}" ${reason}. Unset it ${setting.whenUnset}.`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw problem('is not an absolute address');
  }
  if (url.protocol !== 'https:') {
    throw problem(`uses ${url.protocol}`);
  }
  if (url.hostname === '') {
    throw problem('has no host name');
  }
  if (url.username !== '' || url.password !== '') {
    throw problem('holds a user name or password');
  }
  const reason = refuse(url);
  if (reason !== undefined) {
    throw problem(reason);
  }
  return url.href;
}
