/** The six-box PIN entry: digits only, focus moves forward, Backspace back, a paste fills the boxes. */

export const PIN_LENGTH = 6;

type PinDigits = readonly string[];

/** The boxes after an edit and the box that should have focus next. */
export interface PinUpdate {
  digits: string[];
  focus: number;
}

export const emptyPin = (): string[] => Array<string>(PIN_LENGTH).fill('');

export const isComplete = (digits: PinDigits): boolean =>
  digits.length === PIN_LENGTH && digits.every((digit) => /^\d$/.test(digit));

/** `digits` with `chars` written from box `start`, and focus on the box after them. */
function write(digits: PinDigits, start: number, chars: string): PinUpdate {
  const next = [...digits];
  const written = chars.slice(0, next.length - start).split('');
  written.forEach((char, offset) => (next[start + offset] = char));
  return {digits: next, focus: Math.min(start + written.length, next.length - 1)};
}

/** Pasted or autofilled text: digits only; six or more fill every box, fewer fill from `index`. */
export function applyPaste(digits: PinDigits, index: number, text: string): PinUpdate {
  const cleaned = text.replace(/\D+/g, '');
  return cleaned === ''
    ? {digits: [...digits], focus: index}
    : write(digits, cleaned.length >= digits.length ? 0 : index, cleaned);
}

/** Box `index` after the browser changed it: one digit kept, focus moving on; a longer run is a paste. */
export function applyChange(digits: PinDigits, index: number, rawValue: string): PinUpdate {
  const cleaned = rawValue.replace(/\D+/g, '');
  const previous = digits[index] ?? '';
  if (rawValue === '') {
    return {digits: digits.map((digit, at) => (at === index ? '' : digit)), focus: index};
  }
  if (cleaned.length === 1) {
    return write(digits, index, cleaned);
  }
  // A digit typed next to the existing one: keep the new one.
  if (cleaned.length === 2 && previous !== '' && cleaned.includes(previous)) {
    return write(digits, index, cleaned.startsWith(previous) ? cleaned[1]! : cleaned[0]!);
  }
  return applyPaste(digits, index, cleaned);
}

/** A digit key in box `index` (retyping the same digit changes no value); null for other keys. */
export function applyDigitKey(digits: PinDigits, index: number, key: string): PinUpdate | null {
  return /^\d$/.test(key) ? write(digits, index, key) : null;
}

/** Backspace in box `index`: a filled box is cleared and keeps focus; an empty one moves focus back. */
export function applyBackspace(digits: PinDigits, index: number): PinUpdate {
  return digits[index] !== ''
    ? {digits: digits.map((digit, at) => (at === index ? '' : digit)), focus: index}
    : {digits: [...digits], focus: Math.max(0, index - 1)};
}
