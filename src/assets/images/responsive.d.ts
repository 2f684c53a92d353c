/**
 * Imports of SVG masters with a `responsive` preset are rasterised at build by vite-imagetools
 * (see scripts/images/responsiveImages.ts) into AVIF and WebP at the preset's widths.
 */
declare module '*?responsive=wide' {
  const image: import('./types').ResponsiveSource
  export default image
}
declare module '*?responsive=tall' {
  const image: import('./types').ResponsiveSource
  export default image
}
declare module '*?responsive=square' {
  const image: import('./types').ResponsiveSource
  export default image
}
declare module '*?responsive=thumb' {
  const image: import('./types').ResponsiveSource
  export default image
}
