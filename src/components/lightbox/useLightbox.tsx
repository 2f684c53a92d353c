import { type ComponentType, type MouseEvent, useEffect, useRef, useState } from 'react'
import type { ResponsiveImage } from '../../assets/images'
import type { LightboxProps } from './Lightbox'

export interface LightboxItem {
  image: ResponsiveImage
  caption: string
}

let loaded: ComponentType<LightboxProps> | null = null

export function useLightbox(items: readonly LightboxItem[]) {
  const [index, setIndex] = useState<number | null>(null)
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(() => loaded)
  const opener = useRef<HTMLElement | null>(null)
  // True once the gallery's code runs; galleries say so with data-ready, as forms do.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const open = (at: number) => (event: MouseEvent<HTMLElement>) => {
    // A new tab or window keeps the link's own way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    opener.current = event.currentTarget
    if (loaded) {
      setIndex(at)
      return
    }
    void import('./Lightbox')
      .then((module) => {
        loaded = module.Lightbox
        setLightbox(() => module.Lightbox)
        setIndex(at)
      })
      // The code could not be fetched: the link's own target, the full-size image, it is.
      .catch(() => window.location.assign(items[at]?.image.src ?? ''))
  }

  const close = () => {
    setIndex(null)
    opener.current?.focus()
  }

  const element =
    index !== null && Lightbox ? (
      <Lightbox items={items} index={index} onIndex={setIndex} onClose={close} />
    ) : null
  return { open, element, ready }
}
