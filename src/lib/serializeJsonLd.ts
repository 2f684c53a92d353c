// `<` escaped so no title can close the script. "$" is safe: the build splices the head in with a
// replacer function (patches/vite-react-ssg+0.9.2.patch).
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
