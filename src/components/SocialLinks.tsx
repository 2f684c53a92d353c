import type { SocialLink } from '../content/site'
import { BrandIcon } from './BrandIcon'

export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-11 items-center justify-center rounded-full bg-forest-800 text-forest-50 transition-colors hover:bg-ember-700"
          >
            <BrandIcon network={link.network} className="size-5" />
            <span className="sr-only">{`${link.network} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
