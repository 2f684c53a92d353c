import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react'
import { Picture } from '../Picture'
import type { LightboxItem } from './useLightbox'

export interface LightboxProps {
  items: readonly LightboxItem[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}

const SWIPE_PX = 50

const BUTTON =
  'grid size-12 place-items-center rounded-full bg-white/90 text-forest-950 shadow hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-ember-400'

// A modal <dialog>: the page behind is inert, and the top layer means opening it moves nothing.
export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const swipeFrom = useRef<number | null>(null)
  const count = items.length
  const item = items[index]
  const go = (step: number) => onIndex((index + step + count) % count)
  // Out of the top layer first: while the modal is open the page is inert, and focus could not
  // go back to the thumbnail that opened it.
  const close = () => {
    dialog.current?.close()
    onClose()
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    // The page behind stays still (its scrollbar's room is kept by scrollbar-gutter in index.css).
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
      if (element.open) element.close()
    }
  }, [])

  // Tab from the last button would leave for the browser's own controls: wrap round instead.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')]
    const first = buttons[0]
    const last = buttons[buttons.length - 1]
    const wrapTo = event.shiftKey
      ? document.activeElement === first && last
      : document.activeElement === last && first
    if (!wrapTo) return
    event.preventDefault()
    wrapTo.focus()
  }

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (from === null) return
    const moved = event.clientX - from
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1)
  }

  if (!item) return null
  return (
    <dialog
      ref={dialog}
      aria-label={`Image ${index + 1} of ${count}`}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1)
        else if (event.key === 'ArrowLeft') go(-1)
        else if (event.key === 'Tab') keepTabInside(event)
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-forest-950/95 p-0 text-white backdrop:bg-forest-950/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
          <p className="text-sm font-semibold" aria-live="polite">
            {`${index + 1} / ${count}`}
          </p>
          <button type="button" onClick={close} className={BUTTON} aria-label="Close">
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
          </button>
        </div>
        <figure
          className="relative flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center px-3 sm:px-20"
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null
          }}
        >
          <Picture
            key={item.image.src}
            image={item.image}
            sizes="100vw"
            priority
            className="flex min-h-0 items-center justify-center"
            imgClassName="max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-2xl object-contain"
          />
          <figcaption className="mt-3 max-w-3xl text-center text-sm leading-relaxed text-forest-50">
            {item.caption}
          </figcaption>
        </figure>
        <div className="flex items-center justify-center gap-4 p-3 sm:p-4">
          <button
            type="button"
            onClick={() => go(-1)}
            className={BUTTON}
            aria-label="Previous image"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ‹
            </span>
          </button>
          <button type="button" onClick={() => go(1)} className={BUTTON} aria-label="Next image">
            <span aria-hidden="true" className="text-2xl leading-none">
              ›
            </span>
          </button>
        </div>
      </div>
    </dialog>
  )
}
