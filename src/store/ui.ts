import { create } from 'zustand'

/**
 * Shell state: the mobile menu and whether the page is scrolled past the top.
 * Both start false on the server and the client, so the first render always hydrates cleanly;
 * `scrolled` is only ever set from a scroll listener after mount.
 */
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
