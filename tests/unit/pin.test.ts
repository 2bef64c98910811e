import {applyBackspace, applyChange, applyDigitKey, applyPaste, emptyPin, isComplete} from '@site/src/lib/pin';
import {itMaps} from './support/itMaps';

const pin = (text: string): string[] => {
  const digits = emptyPin();
  text.split('').forEach((char, index) => {
    digits[index] = char === '_' ? '' : char;
  });
  return digits;
};

describe('digit filtering (only digits accepted, non-digits stripped)', () => {
  itMaps('keeps only the digits 0-9 of %j', (text: string) => applyPaste(emptyPin(), 0, text).digits.join(''), [
    ['2a4-6 8.1x0', '246810'],
    ['abc', ''],
    ['٣', ''],
  ]);

  it('keeps one digit per box and moves focus forward', () => {
    expect(applyChange(emptyPin(), 0, '7')).toEqual({digits: pin('7_____'), focus: 1});
    expect(applyChange(pin('12____'), 2, '3')).toEqual({digits: pin('123___'), focus: 3});
  });

  it('ignores a typed non-digit: the box stays as it was and focus stays', () => {
    expect(applyChange(emptyPin(), 0, 'a')).toEqual({digits: emptyPin(), focus: 0});
    expect(applyChange(pin('5_____'), 0, '5x')).toEqual({digits: pin('5_____'), focus: 1});
  });

  it('replaces the digit of a filled box with the newly typed one', () => {
    expect(applyChange(pin('5_____'), 0, '58')).toEqual({digits: pin('8_____'), focus: 1});
    expect(applyChange(pin('5_____'), 0, '85')).toEqual({digits: pin('8_____'), focus: 1});
  });

  it('keeps focus on the last box after the sixth digit', () => {
    const update = applyChange(pin('12345_'), 5, '6');
    expect(update).toEqual({digits: pin('123456'), focus: 5});
    expect(isComplete(update.digits)).toBe(true);
  });

  it('clears a box whose value the browser emptied', () => {
    expect(applyChange(pin('12____'), 1, '')).toEqual({digits: pin('1_____'), focus: 1});
  });

  it('treats an autofilled code in one box like a paste', () => {
    expect(applyChange(emptyPin(), 0, '246810')).toEqual({digits: pin('246810'), focus: 5});
  });
});

describe('paste handling', () => {
  it('a pasted six-digit code fills every box, whichever box has focus', () => {
    expect(applyPaste(emptyPin(), 0, '246810').digits).toEqual(pin('246810'));
    expect(applyPaste(pin('9_____'), 3, '246810').digits).toEqual(pin('246810'));
  });

  it('uses only the first six digits of a longer code', () => {
    expect(applyPaste(emptyPin(), 0, '12345678').digits).toEqual(pin('123456'));
  });

  it('fills from the focused box for a shorter run and focuses the next empty box', () => {
    expect(applyPaste(pin('1_____'), 1, '23')).toEqual({digits: pin('123___'), focus: 3});
    expect(applyPaste(pin('1234__'), 4, '5678')).toEqual({digits: pin('123456'), focus: 5});
  });

  it('ignores a paste without digits, focus kept', () => {
    expect(applyPaste(pin('12____'), 2, 'hello')).toEqual({digits: pin('12____'), focus: 2});
  });
});

describe('Backspace (on an empty box it moves back)', () => {
  it('clears a filled box and keeps focus there', () => {
    expect(applyBackspace(pin('123___'), 2)).toEqual({digits: pin('12____'), focus: 2});
  });

  it('moves focus back from an empty box without changing the digits', () => {
    expect(applyBackspace(pin('12____'), 2)).toEqual({digits: pin('12____'), focus: 1});
  });

  it('stays on the first box', () => {
    expect(applyBackspace(emptyPin(), 0)).toEqual({digits: emptyPin(), focus: 0});
  });
});

describe('isComplete', () => {
  it('is true only when all six boxes hold a digit', () => {
    expect(isComplete(pin('123456'))).toBe(true);
    expect(isComplete(pin('12345_'))).toBe(false);
    expect(isComplete(emptyPin())).toBe(false);
  });
});

describe('digit keys', () => {
  it('retyping the same digits over a filled PIN still advances focus (retyping "24" gives "24", not "44")', () => {
    let state = {digits: ['2', '4', '6', '8', '1', '0'], focus: 0};
    for (const key of '24') {
      const update = applyDigitKey(state.digits, state.focus, key);
      expect(update).not.toBeNull();
      state = update!;
    }
    expect(state.digits.slice(0, 2)).toEqual(['2', '4']);
    expect(state.focus).toBe(2);
  });

  it('ignores keys that are not one digit', () => {
    expect(applyDigitKey(emptyPin(), 0, 'a')).toBeNull();
    expect(applyDigitKey(emptyPin(), 0, 'Backspace')).toBeNull();
  });
});
