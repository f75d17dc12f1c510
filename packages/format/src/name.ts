// The one rule for a person's name, as the services check it (Go: validate.PersonName):
// Unicode letters and marks, spaces, and ' ’ - . with at least one letter; no digits, no
// format, control or direction characters.

const NAME = /^[\p{L}\p{M} '’.-]*$/u;
const LETTER = /\p{L}/u;

/** isPersonName tells whether value is written as a person's name. */
export function isPersonName(value: string): boolean {
  return NAME.test(value) && LETTER.test(value);
}
