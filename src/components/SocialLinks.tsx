import type { SocialLink } from '../content/site'
import { socialGlyphs } from './socialGlyphs'

/** Round social icons; each opens the network in a new tab and says so to screen readers. */
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
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={socialGlyphs[link.network]} fill="currentColor" />
            </svg>
            <span className="sr-only">{`${link.network} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
