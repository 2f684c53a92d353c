export type Motif = 'fire' | 'lighting' | 'kitchen' | 'deck' | 'pavers' | 'permits' | 'seasons'

export const ART_WIDTH = 1600
export const ART_HEIGHT = 900

const C = {
  forest950: '#0d1f16',
  forest900: '#173a27',
  forest800: '#1f5135',
  forest700: '#245338',
  forest500: '#3d8156',
  forest300: '#8ebf9c',
  ember700: '#b83a0a',
  ember500: '#f96512',
  ember400: '#fb8438',
  ember300: '#fdb071',
  ember200: '#fed1a8',
  sand: '#f3ede1',
  paper: '#fbf8f2',
  stone: '#d8cdb8',
}

function pines(y: number, color: string, seed: number): string {
  let out = ''
  for (let i = 0; i < 14; i++) {
    const x = ((i * 137 + seed * 53) % 1700) - 50
    const h = 90 + ((i * 71 + seed * 29) % 110)
    out += `<path d="M${x} ${y} l${h * 0.28} ${-h} l${h * 0.28} ${h} z" fill="${color}"/>`
  }
  return out
}

function backdrop(night: boolean): string {
  const top = night ? C.forest950 : C.ember300
  const bottom = night ? C.forest800 : C.sand
  const sun = night ? C.ember200 : C.ember400
  return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/>
  <circle cx="1180" cy="${night ? 190 : 300}" r="${night ? 70 : 120}" fill="${sun}" opacity="0.95"/>
  <path d="M0 520 C 300 430 520 470 800 500 S 1350 420 1600 470 V900 H0z" fill="${C.forest500}"/>
  ${pines(540, C.forest700, 3)}
  <path d="M0 600 C 380 540 640 590 900 600 S 1400 560 1600 590 V900 H0z" fill="${C.forest800}"/>
  ${pines(640, C.forest900, 7)}`
}

const motifs: Record<Motif, () => string> = {
  fire: () => `${backdrop(true)}
  <ellipse cx="800" cy="800" rx="520" ry="70" fill="${C.stone}"/>
  <ellipse cx="800" cy="760" rx="230" ry="46" fill="${C.forest950}"/>
  <rect x="570" y="690" width="460" height="70" rx="18" fill="${C.stone}"/>
  <path d="M800 470 C 860 560 900 600 870 690 H730 C 700 610 760 580 800 470z" fill="${C.ember500}"/>
  <path d="M805 560 C 840 610 850 640 835 690 H765 C 755 640 785 615 805 560z" fill="${C.ember200}"/>
  <path d="M720 520 C 740 580 760 610 745 690 H700 C 680 630 705 590 720 520z" fill="${C.ember400}"/>`,
  lighting: () => `${backdrop(true)}
  <path d="M640 900 C 700 780 760 720 820 680 L 900 680 C 880 740 900 820 1000 900z" fill="${C.stone}"/>
  ${[560, 700, 1040, 1160]
    .map(
      (x, i) => `<circle cx="${x}" cy="${830 - i * 30}" r="90" fill="${C.ember200}" opacity="0.18"/>
  <rect x="${x - 6}" y="${760 - i * 30}" width="12" height="${70}" fill="${C.forest950}"/>
  <path d="M${x - 26} ${760 - i * 30} h52 l-14 -22 h-24z" fill="${C.ember300}"/>`,
    )
    .join('')}`,
  kitchen: () => `${backdrop(false)}
  <rect x="360" y="330" width="880" height="28" fill="${C.forest950}"/>
  ${[400, 640, 960, 1200].map((x) => `<rect x="${x - 14}" y="330" width="28" height="420" fill="${C.forest950}"/>`).join('')}
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${380 + i * 124}" y="300" width="18" height="40" fill="${C.forest900}"/>`).join('')}
  <rect x="300" y="640" width="1000" height="190" rx="10" fill="${C.stone}"/>
  <rect x="290" y="620" width="1020" height="34" rx="6" fill="${C.forest950}"/>
  <rect x="560" y="560" width="260" height="70" rx="30" fill="#6b6f6c"/>
  <path d="M600 540 c 10 -30 -10 -40 0 -70 M680 540 c 10 -30 -10 -40 0 -70 M760 540 c 10 -30 -10 -40 0 -70" stroke="${C.paper}" stroke-width="8" fill="none" opacity="0.7"/>
  <rect x="960" y="680" width="150" height="120" rx="8" fill="${C.forest800}"/>`,
  deck: () => `${backdrop(false)}
  <path d="M0 900 L 420 600 H 1180 L 1600 900z" fill="#a8703f"/>
  ${Array.from({ length: 9 }, (_, i) => {
    const t = i / 9
    const y = 600 + 300 * t * t
    return `<path d="M${420 - 420 * t * t} ${y} H${1180 + 420 * t * t}" stroke="#7a4f2a" stroke-width="${3 + 5 * t}"/>`
  }).join('')}
  <rect x="410" y="520" width="780" height="16" fill="#7a4f2a"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${420 + i * 58}" y="536" width="8" height="64" fill="#7a4f2a"/>`).join('')}`,
  pavers: () => `${backdrop(false)}
  <path d="M0 900 L 300 640 H 1300 L 1600 900z" fill="${C.stone}"/>
  ${Array.from({ length: 7 }, (_, row) => {
    const t = row / 7
    const y = 640 + 260 * t * t
    const next = 640 + 260 * ((row + 1) / 7) ** 2
    const left = 300 - 300 * t * t
    const right = 1300 + 300 * t * t
    const count = 8
    const width = (right - left) / count
    const shift = row % 2 ? width / 2 : 0
    return (
      `<path d="M${left} ${y} H${right}" stroke="${C.forest900}" stroke-opacity="0.35" stroke-width="4"/>` +
      Array.from({ length: count }, (_, i) => {
        const x = left + shift + i * width
        return `<path d="M${x} ${y} L${x + (x - 800) * 0.12} ${next}" stroke="${C.forest900}" stroke-opacity="0.3" stroke-width="4"/>`
      }).join('')
    )
  }).join('')}
  <rect x="680" y="560" width="240" height="90" rx="12" fill="${C.forest800}"/>`,
  permits: () => `${backdrop(false)}
  <rect x="330" y="250" width="940" height="600" rx="16" fill="${C.forest900}"/>
  ${Array.from({ length: 15 }, (_, i) => `<path d="M${330 + i * 67} 250 V850" stroke="${C.forest500}" stroke-width="2"/>`).join('')}
  ${Array.from({ length: 9 }, (_, i) => `<path d="M330 ${250 + i * 75} H1270" stroke="${C.forest500}" stroke-width="2"/>`).join('')}
  <path d="M560 700 V520 L800 380 L1040 520 V700z" fill="none" stroke="${C.sand}" stroke-width="10"/>
  <rect x="740" y="590" width="120" height="110" fill="none" stroke="${C.sand}" stroke-width="10"/>
  <path d="M1040 700 H1180 V620 H1040" fill="none" stroke="${C.ember300}" stroke-width="10" stroke-dasharray="24 14"/>
  <circle cx="1160" cy="340" r="60" fill="none" stroke="${C.ember400}" stroke-width="10"/>
  <path d="M1130 340 l22 22 l40 -46" fill="none" stroke="${C.ember400}" stroke-width="12"/>`,
  seasons: () => `${backdrop(false)}
  <rect x="760" y="560" width="80" height="300" fill="#5b3b22"/>
  <circle cx="700" cy="470" r="160" fill="${C.forest500}"/>
  <circle cx="900" cy="440" r="170" fill="${C.ember500}"/>
  <circle cx="800" cy="340" r="150" fill="${C.ember400}"/>
  <circle cx="640" cy="360" r="110" fill="${C.forest300}"/>
  <circle cx="980" cy="300" r="100" fill="${C.ember700}"/>
  <path d="M0 880 H1600" stroke="${C.stone}" stroke-width="60"/>`,
}

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><title>${title}</title>${body}</svg>\n`
}

export function coverSvg(motif: Motif, title: string): string {
  return svg(title, motifs[motif]())
}

export function placeholderSvg(): string {
  return svg('Pine-covered hills at sunset', backdrop(false))
}
