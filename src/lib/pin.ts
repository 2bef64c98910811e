/**
 * The six-box PIN entry of the brand-guidelines gate: only digits, one per
 * box, focus moves forward automatically, Backspace on an empty box moves back, a pasted code
 * fills the boxes. Pure functions over an array of six one-character strings ('' = empty box).
 */

export const PIN_LENGTH = 6;

export type PinDigits = readonly string[];

/** The boxes after an edit and the box that should have focus next. */
export interface PinUpdate {
  digits: string[];
  focus: number;
}

export function emptyPin(length = PIN_LENGTH): string[] {
  return Array.from({length}, () => '');
}

/** Non-digits are stripped: only digits are accepted. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

export function isComplete(digits: PinDigits): boolean {
  return digits.length === PIN_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

function clampFocus(index: number, length: number): number {
  return Math.max(0, Math.min(index, length - 1));
}

/**
 * Pasted (or autofilled) text: non-digits are stripped; a full code (six digits or more) fills
 * every box from the first; a shorter run fills the boxes from `index` onwards.
 */
export function applyPaste(digits: PinDigits, index: number, text: string): PinUpdate {
  const length = digits.length;
  const cleaned = digitsOnly(text);
  const next = [...digits];
  if (cleaned === '') {
    return {digits: next, focus: index};
  }
  const start = cleaned.length >= length ? 0 : index;
  const chars = cleaned.slice(0, length - start).split('');
  chars.forEach((char, offset) => {
    next[start + offset] = char;
  });
  return {digits: next, focus: clampFocus(start + chars.length, length)};
}

/**
 * The raw value of box `index` after the browser changed it (typing, mobile keyboards,
 * autofill). Keeps one digit per box: a typed digit replaces the old one and focus moves on; a
 * value with only non-digits leaves the box as it was; a longer run is treated like a paste.
 */
export function applyChange(digits: PinDigits, index: number, rawValue: string): PinUpdate {
  const cleaned = digitsOnly(rawValue);
  const previous = digits[index] ?? '';
  if (rawValue === '') {
    const next = [...digits];
    next[index] = '';
    return {digits: next, focus: index};
  }
  if (cleaned === '') {
    return {digits: [...digits], focus: index};
  }
  let typed: string | undefined;
  if (cleaned.length === 1) {
    typed = cleaned;
  } else if (cleaned.length === 2 && previous !== '' && cleaned.includes(previous)) {
    // A digit typed next to the existing one: keep the new one.
    typed = cleaned.startsWith(previous) ? cleaned[1] : cleaned[0];
  }
  if (typed === undefined) {
    return applyPaste(digits, index, cleaned);
  }
  const next = [...digits];
  next[index] = typed;
  return {digits: next, focus: clampFocus(index + 1, digits.length)};
}

/**
 * A digit key pressed in box `index`: the box takes the digit and focus moves on. Handled on the
 * key itself because a digit typed over the same digit leaves the box's value unchanged, so the
 * browser reports no change and focus would stay put (retyping "24" would give "44"). Returns
 * null for any other key, which the change handler then covers.
 */
export function applyDigitKey(digits: PinDigits, index: number, key: string): PinUpdate | null {
  if (!/^\d$/.test(key)) {
    return null;
  }
  const next = [...digits];
  next[index] = key;
  return {digits: next, focus: clampFocus(index + 1, digits.length)};
}

/**
 * Backspace in box `index`: a filled box is cleared and keeps focus; an empty box moves focus
 * back to the previous box (Backspace on an empty box moves back).
 */
export function applyBackspace(digits: PinDigits, index: number): PinUpdate {
  const next = [...digits];
  if (next[index] !== '') {
    next[index] = '';
    return {digits: next, focus: index};
  }
  return {digits: next, focus: Math.max(0, index - 1)};
}
