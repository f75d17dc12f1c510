// The one rule for a person's name, as the services check it (Go: validate.PersonName),
// on the same data (packages/platform/validate/name-rule.json): Unicode letters, each
// followed by at most maxMarksPerLetter combining marks, spaces, and ' ’ - . with at least
// one letter; no digits, no format, control or direction characters, and nothing of
// Unicode's Default_Ignorable_Code_Point (the Hangul fillers, the combining grapheme
// joiner, variation selectors), so a name cannot be blank or disguise itself.
// The table is the file's rather than the browser's \p{Default_Ignorable_Code_Point}, so
// a browser with older Unicode data checks what the services check.
import rule from "../../platform/validate/name-rule.json";

/** MAX_MARKS_PER_LETTER is how many combining marks may follow one letter of a name. */
export const MAX_MARKS_PER_LETTER: number = rule.maxMarksPerLetter;

/** IGNORABLE is Default_Ignorable_Code_Point as ordered ranges [first, last] of code points. */
export const IGNORABLE: readonly (readonly [number, number])[] = rule.defaultIgnorable.map((range) => {
  const [first, last = first] = range.split("..");
  return [parseInt(first, 16), parseInt(last, 16)] as const;
});

/** isDefaultIgnorable tells whether the code point is one of Default_Ignorable_Code_Point. */
export function isDefaultIgnorable(codePoint: number): boolean {
  return IGNORABLE.some(([first, last]) => codePoint >= first && codePoint <= last);
}

const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;
const PUNCTUATION = new Set([" ", "'", "’", "-", "."]);

/** isPersonName tells whether value is written as a person's name. */
export function isPersonName(value: string): boolean {
  let letter = false;
  let marks = -1; // the marks on the last letter; -1 when no letter carries them
  for (const char of value) {
    if (isDefaultIgnorable(char.codePointAt(0)!)) return false;
    if (LETTER.test(char)) {
      letter = true;
      marks = 0;
    } else if (MARK.test(char)) {
      if (marks < 0 || marks >= MAX_MARKS_PER_LETTER) return false;
      marks++;
    } else if (PUNCTUATION.has(char)) {
      marks = -1;
    } else {
      return false;
    }
  }
  return letter;
}
