// Building an Intl.DateTimeFormat costs far more than formatting with one (it loads the zone's
// rules and the locale's patterns), and the same few are asked for on every request: one per
// locale and options for the process's life.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared `Intl.DateTimeFormat` for `locale` and `options` (made on first use). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
