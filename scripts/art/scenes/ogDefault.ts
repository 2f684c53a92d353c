import { Art } from '../lib/art'
import { path, rect, tag } from '../lib/svg'
import { heroBackyard } from './heroBackyard'

const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif"
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

/** The logo mark (see src/components/LogoMark.tsx), drawn at 64 units. */
export const MARK =
  '<circle cx="32" cy="32" r="31" fill="#1f5135"/>' +
  '<circle cx="32" cy="32" r="27" fill="none" stroke="#8ebf9c" stroke-width="1.5"/>' +
  '<path d="M32 10c2.6 3.2 6.8 4 7.6 8.2-2.7-.3-4.2.8-4.2.8 3.6 1.2 7.6 3.9 7.2 8.6-2.6-1.2-4.8-.7-4.8-.7 3 2.3 5.4 5.8 4 10.4-2.5-2.2-5.6-2.4-5.6-2.4.8 3.7-.6 7.6-4.2 9.6V52h-.2v-8.4c-3.6-2-5-5.9-4.2-9.6 0 0-3.1.2-5.6 2.4-1.4-4.6 1-8.1 4-10.4 0 0-2.2-.5-4.8.7-.4-4.7 3.6-7.4 7.2-8.6 0 0-1.5-1.1-4.2-.8C25.2 14 29.4 13.2 32 10Z" fill="#f3ede1"/>' +
  '<path d="M32 27c2.8 3 4.6 5.6 4.6 8.6a4.6 4.6 0 0 1-9.2 0c0-1.8.8-3.3 1.9-4.5.2 1.6 1 2.6 2 3-.6-2.6-.1-4.8.7-7.1Z" fill="#de4d0b"/>' +
  '<path d="M32 44v10" stroke="#f3ede1" stroke-width="2.4" stroke-linecap="round"/>'

/** The social card (1200x630): the hero scene with the company name and what it does. */
export function ogDefault(): Art {
  const W = 1200
  const H = 630
  const art = new Art(W, H, 'og')
  // The hero, scaled to the card's width and shifted so the pergola and fire stay in frame.
  const hero = heroBackyard()
    .toString()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\n$/, '')
  art.add(tag('g', { transform: 'translate(-40 -30) scale(0.8)' }, hero))
  art.add(
    rect(
      0,
      0,
      W,
      H,
      art.linear(
        [
          [0, '#0d1f16', 0.92],
          [0.45, '#0d1f16', 0.72],
          [0.72, '#0d1f16', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  art.add(tag('g', { transform: 'translate(72 70) scale(1.5)' }, MARK))
  const name = { 'font-family': SERIF, 'font-weight': 'bold', fill: '#fbf8f2' }
  art.add(tag('text', { x: 72, y: 268, 'font-size': 76, ...name }, 'Oak &amp; Ember'))
  art.add(
    tag('text', { x: 74, y: 338, 'font-size': 44, ...name, fill: '#fdb071' }, 'Outdoor Living'),
  )
  art.add(
    path('M76 378H300', 'none', {
      stroke: '#de4d0b',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  )
  const line = { 'font-family': SANS, 'font-size': 27, fill: '#f3ede1' }
  art.add(tag('text', { x: 76, y: 436, ...line }, 'Patios, outdoor kitchens, fire features'))
  art.add(tag('text', { x: 76, y: 474, ...line }, 'and landscape lighting, designed and built.'))
  art.add(
    tag(
      'text',
      { x: 76, y: 548, ...line, 'font-size': 23, fill: '#8ebf9c', 'font-weight': 'bold' },
      'RALEIGH · DURHAM · CHAPEL HILL · THE TRIANGLE',
    ),
  )
  return art
}
