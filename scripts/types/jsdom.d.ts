/** jsdom ships no types (and @types/jsdom is not installed); this is the part scripts/prerender/visibleText.ts uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: Window & typeof globalThis
  }
}
