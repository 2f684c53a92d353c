import { memo, useEffect, useRef } from 'react'
import { mainNav } from '../content/site'
import { useUiStore } from '../store/ui'
import { NavItem } from './NavItem'

/** Glyphs drawn inline: the header is on every first screen, so it carries no icon library. */
function MenuIcon({ open }: { open: boolean }) {
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
    >
      <path d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 6h16M4 12h16M4 18h16'} />
    </svg>
  )
}

/** Memoised: opening the menu re-renders none of the links. */
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

export function MobileMenu() {
  const open = useUiStore((s) => s.menuOpen)
  const toggleMenu = useUiStore((s) => s.toggleMenu)
  const closeMenu = useUiStore((s) => s.closeMenu)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      closeMenu()
      buttonRef.current?.focus()
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      closeMenu()
    }
    // Capturing: a part still waiting for its code stops what reaches it there (deferred.tsx).
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('pointerdown', onPointerDown, true)
    }
  }, [open, closeMenu])

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={toggleMenu}
        className="inline-flex size-12 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        <MenuIcon open={open} />
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-t border-forest-100 bg-white px-4 py-3 shadow-lg"
      >
        <MenuLinks onNavigate={closeMenu} />
      </div>
    </div>
  )
}
