/** The six boxes an owner's partner types the brand-guidelines PIN into. */
import {applyBackspace, applyChange, applyDigitKey, applyPaste, emptyPin, isComplete} from '@site/src/lib/pin';

const pin = (text: string): string[] => {
  const digits = emptyPin();
  text.split('').forEach((char, index) => {
    digits[index] = char === '_' ? '' : char;
  });
  return digits;
};

describe('typing the PIN', () => {
  it('keeps one digit per box, replacing a filled one, and moves focus forward up to the last box', () => {
    expect(applyChange(pin('12____'), 2, '3')).toEqual({digits: pin('123___'), focus: 3});
    expect(applyChange(pin('5_____'), 0, '85')).toEqual({digits: pin('8_____'), focus: 1});
    const last = applyChange(pin('12345_'), 5, '6');
    expect(last).toEqual({digits: pin('123456'), focus: 5});
    expect(isComplete(last.digits)).toBe(true);
    expect(isComplete(pin('12345_'))).toBe(false);
  });

  it('ignores a non-digit, and clears a box the browser emptied', () => {
    expect(applyChange(pin('5_____'), 0, '5x')).toEqual({digits: pin('5_____'), focus: 1});
    expect(applyChange(pin('12____'), 1, '')).toEqual({digits: pin('1_____'), focus: 1});
    expect(applyDigitKey(emptyPin(), 0, 'Backspace')).toBeNull();
  });

  it('retyping the same digits over a filled PIN still advances focus (retyping "24" gives "24", not "44")', () => {
    let state = {digits: pin('246810'), focus: 0};
    for (const key of '24') {
      state = applyDigitKey(state.digits, state.focus, key)!;
    }
    expect(state).toEqual({digits: pin('246810'), focus: 2});
  });

  it('Backspace clears a filled box, else moves back, never before the first', () => {
    expect(applyBackspace(pin('123___'), 2)).toEqual({digits: pin('12____'), focus: 2});
    expect(applyBackspace(pin('12____'), 2)).toEqual({digits: pin('12____'), focus: 1});
    expect(applyBackspace(emptyPin(), 0)).toEqual({digits: emptyPin(), focus: 0});
  });
});

describe('pasting or autofilling the PIN', () => {
  it('a code of six digits or more fills every box from its digits, whichever box has focus', () => {
    expect(applyPaste(pin('9_____'), 3, '2a4-6 8.1x0').digits).toEqual(pin('246810'));
    expect(applyPaste(emptyPin(), 0, '12345678').digits).toEqual(pin('123456'));
    expect(applyChange(emptyPin(), 0, '246810')).toEqual({digits: pin('246810'), focus: 5});
  });

  it('a shorter run fills from the focused box and focuses the next empty one; no digits changes nothing', () => {
    expect(applyPaste(pin('1_____'), 1, '23')).toEqual({digits: pin('123___'), focus: 3});
    expect(applyPaste(pin('12____'), 2, '٣ hello')).toEqual({digits: pin('12____'), focus: 2});
  });
});
