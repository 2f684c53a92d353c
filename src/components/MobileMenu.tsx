import { memo, useCallback, useEffect, useRef } from 'react'
import { mainNav } from '../content/site'
import { NavItem } from './NavItem'

const MENU_ID = 'mobile-menu'

/** Glyphs drawn inline: the header is on every first screen, so it carries no icon library. */
function MenuIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  )
}

/** Memoised: the header's re-render when the page scrolls renders none of the links again. */
const MenuLinks = memo(function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {mainNav.map((link) => (
          <li key={link.href}>
            <NavItem link={link} variant="menu" onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  )
})

// The browser's own popover: it opens before the app and without JavaScript, closes on Escape or
// a tap outside, and puts no script in the tap (docs/decisions/0034). The button comes after it,
// so its label and icon follow `:popover-open` through a sibling rule (index.css). The app only
// mirrors the state into aria-expanded and closes the menu on a choice.
export function MobileMenu() {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const button = buttonRef.current
    const panel = panelRef.current
    if (!button || !panel) return
    const mirror = () =>
      button.setAttribute('aria-expanded', String(panel.matches(':popover-open')))
    mirror()
    panel.addEventListener('toggle', mirror)
    return () => panel.removeEventListener('toggle', mirror)
  }, [])

  const close = useCallback(() => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover()
  }, [])

  return (
    <div className="md:hidden">
      <div
        ref={panelRef}
        id={MENU_ID}
        popover="auto"
        className="fixed inset-x-0 top-28 bottom-auto m-0 h-auto max-h-96 w-auto overflow-y-auto border-0 border-t border-forest-100 bg-white px-4 py-3 text-forest-900 shadow-lg"
      >
        <MenuLinks onNavigate={close} />
      </div>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        className="inline-flex size-12 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
      >
        <span className="sr-only when-menu-closed">Open menu</span>
        <span className="sr-only when-menu-open">Close menu</span>
        <MenuIcon d="M4 6h16M4 12h16M4 18h16" className="when-menu-closed" />
        <MenuIcon d="M18 6 6 18M6 6l12 12" className="when-menu-open" />
      </button>
    </div>
  )
}
