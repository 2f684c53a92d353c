/**
 * Serialises JSON-LD for a <script> element: `<` is escaped so no string in the data (a post's
 * title among them) can close the script early. "$" needs nothing: the build splices the head in
 * with a replacer function (patches/vite-react-ssg+0.9.2.patch), so "$$" stays "$$".
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
