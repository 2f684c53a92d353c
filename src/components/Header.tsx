import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { mainNav, site } from '../content/site'
import { useUiStore } from '../store/ui'
import { LogoMark } from './LogoMark'
import { MobileMenu } from './MobileMenu'
import { NavItem } from './NavItem'
import { QuoteButton } from './QuoteButton'

export function Header() {
  const scrolled = useUiStore((s) => s.scrolled)
  const setScrolled = useUiStore((s) => s.setScrolled)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [setScrolled])

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 motion-safe:transition-[background-color,box-shadow] motion-safe:duration-300 ${
        scrolled ? 'bg-white/95 shadow-md backdrop-blur' : 'bg-paper'
      }`}
    >
      <div className="relative mx-auto flex min-h-28 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-full"
          aria-label={`${site.name}, home`}
        >
          <LogoMark size={75} />
          <span className="hidden font-display text-xl font-semibold leading-tight text-forest-900 sm:block lg:text-2xl">
            Oak &amp; Ember
            <span className="block font-sans text-xs font-medium tracking-[0.2em] text-forest-700 uppercase">
              Outdoor Living
            </span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {mainNav.map((link) => (
              <li key={link.href}>
                <NavItem link={link} variant="bar" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <QuoteButton className="max-[380px]:px-3 max-[380px]:text-xs" />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
