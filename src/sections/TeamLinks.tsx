import { BrandIcon } from '../components/BrandIcon'
import type { TeamMember } from '../content/team'

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', glyph: 'LinkedIn' },
  { key: 'twitter', label: 'Twitter', glyph: 'Twitter' },
  { key: 'dribbble', label: 'Dribbble', glyph: 'Dribbble' },
] as const

export function TeamLinks({ name, links }: { name: string; links: TeamMember['links'] }) {
  return (
    <ul className="mt-5 flex gap-2">
      {NETWORKS.map(({ key, label, glyph }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white text-forest-800 ring-1 ring-forest-200 hover:bg-forest-800 hover:text-white"
          >
            <BrandIcon network={glyph} className="size-4" />
            <span className="sr-only">{`${name} on ${label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
