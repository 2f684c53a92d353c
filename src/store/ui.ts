import { create } from 'zustand'

// Both start false on server and client so the first render hydrates; `scrolled` is set on mount.
interface UiState {
  menuOpen: boolean
  scrolled: boolean
  toggleMenu: () => void
  closeMenu: () => void
  setScrolled: (scrolled: boolean) => void
}

export const useUiStore = create<UiState>()((set) => ({
  menuOpen: false,
  scrolled: false,
  toggleMenu: () => set((s) => ({ menuOpen: !s.menuOpen })),
  closeMenu: () => set({ menuOpen: false }),
  setScrolled: (scrolled) => set((s) => (s.scrolled === scrolled ? s : { scrolled })),
}))
