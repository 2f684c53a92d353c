import type { Foliage } from './nature'

/** Brand colours (src/styles/index.css) and the material colours the scenes share. */
export const BRAND = {
  forest950: '#0d1f16',
  forest900: '#173a27',
  forest800: '#1f5135',
  forest600: '#2c6743',
  forest400: '#5e9e72',
  forest300: '#8ebf9c',
  forest100: '#dcecdf',
  ember600: '#de4d0b',
  ember400: '#fb8438',
  ember300: '#fdb071',
  paper: '#fbf8f2',
  sand: '#f3ede1',
} as const

export const CEDAR = '#a8683d'
export const CEDAR_DARK = '#7c4a2a'
export const STONE = ['#8f877c', '#a39a8c', '#7d766d', '#b0a493', '#948a7a']
export const WARM_STONE = ['#a8937a', '#bca68a', '#957f66', '#c8b497', '#9d8a73']
export const PAVERS = ['#c2ae90', '#b39f82', '#cdbb9e', '#a99377']
export const TRAVERTINE = ['#e2d3b8', '#d8c7a8', '#eadcc3', '#cfbb99']
export const GRANITE = '#3b3835'

/** Foliage for the times of day: the same plants, lit differently. */
export const LEAVES = {
  day: { trunk: '#5b4634', dark: '#2f5a3c', mid: '#4a7b4c', light: '#7aa35a' },
  golden: { trunk: '#5a3f2c', dark: '#2c4a33', mid: '#507543', light: '#8ea455' },
  dusk: { trunk: '#2a2220', dark: '#13211b', mid: '#1e3227', light: '#35503a' },
  night: { trunk: '#17140f', dark: '#0b1510', mid: '#13221a', light: '#1f3325' },
} satisfies Record<string, Foliage>
