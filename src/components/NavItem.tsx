import { NavLink } from 'react-router-dom'
import type { NavLink as NavLinkData } from '../content/site'

interface NavItemProps {
  link: NavLinkData
  variant: 'bar' | 'menu'
  onNavigate?: () => void
}

const styles = {
  bar: {
    base: 'rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors',
    idle: 'text-forest-900 hover:bg-forest-50 hover:text-forest-700',
    active: 'text-forest-700 underline decoration-ember-600 decoration-2 underline-offset-8',
  },
  menu: {
    base: 'block rounded-lg px-4 py-3 text-base font-medium transition-colors',
    idle: 'text-forest-900 hover:bg-forest-50',
    active: 'bg-forest-800 text-white',
  },
} as const

export function NavItem({ link, variant, onNavigate }: NavItemProps) {
  const s = styles[variant]
  return (
    <NavLink
      to={link.href}
      onClick={onNavigate}
      className={({ isActive }) => `${s.base} ${isActive ? s.active : s.idle}`}
    >
      {link.label}
    </NavLink>
  )
}
