import { create } from 'zustand'

// `scrolled` starts false on server and client so the first render hydrates; it is set on mount.
interface UiState {
  scrolled: boolean
  setScrolled: (scrolled: boolean) => void
}

export const useUiStore = create<UiState>()((set) => ({
  scrolled: false,
  setScrolled: (scrolled) => set((s) => (s.scrolled === scrolled ? s : { scrolled })),
}))
