// What a visitor's text may hold. Control characters have no place in a name or a message, and a lone
// carriage return would start a new line in a calendar invitation or a mail header that reads it.

/** One line: no control character at all (tab, line breaks, NUL, DEL…). */
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Several lines: tabs and line breaks (LF or CR LF) allowed, no other control character, no lone CR. */
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
export const LINES = /^(?:[^\u0000-\u0008\u000b-\u001f\u007f]|\r\n)*$/;

/** The message of a field holding a control character. */
export const controlCharacters = (label: string) => `${label} contains invisible control characters`;
