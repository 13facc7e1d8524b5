/**
 * `count` written the way `written` (the final figure, `value`, as a language writes it) is:
 * the same sign, symbols and group separators, with `count`'s digits in the last digit places.
 * So "$60,000" counts through "$0", "$7,250", "$60,000", and "60.000 US$" through "7.250 US$",
 * with no Intl call per frame. Undefined when `written` is not `value`'s digits with other text
 * around and between them (a fraction, a compact form, other digits): then ask Intl.
 */
export function rollingFigure(written: string, value: number, count: number): string | undefined {
  const first = written.search(/\d/);
  // Greedy: up to and including the last digit.
  const last = /^.*\d/su.exec(written)?.[0].length ?? 0;
  if (first < 0 || !Number.isInteger(count) || count < 0) return undefined;
  const places = written.slice(first, last);
  if (places.replace(/\D/g, '') !== String(value)) return undefined;
  const digits = String(count);
  if (digits.length > String(value).length) return undefined;
  let filled = '';
  let left = digits.length;
  // From the last place back: a digit place takes the count's next digit; a separator is kept
  // only while digits remain to its left.
  for (let place = places.length - 1; place >= 0 && left > 0; place--) {
    const char = places.charAt(place);
    if (/\d/.test(char)) filled = digits.charAt(--left) + filled;
    else filled = char + filled;
  }
  return written.slice(0, first) + filled + written.slice(last);
}
