import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { images } from '../assets/images'
import type { ImageKey } from '../assets/images/keys'
import type { ResponsiveImage } from '../assets/images/types'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'

export interface BeforeAfterProps {
  id: string
  title: string
  lead?: string
  /** A committed image by its key, or one resolved at build (a project's uploaded photo). */
  before: ImageKey | ResponsiveImage
  after: ImageKey | ResponsiveImage
}

const STEP = 5

// Pre-rendered split in the middle so nothing moves when the app arrives; styled through the DOM
// once moved, as the page's policy allows no inline styles in the HTML.
export function BeforeAfter({ id, title, lead, before, after }: BeforeAfterProps) {
  const [position, setPosition] = useState(50)
  const [moved, setMoved] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  const moveTo = (value: number) => {
    setMoved(true)
    setPosition(Math.min(100, Math.max(0, Math.round(value))))
  }
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect()
    if (box?.width) moveTo(((event.clientX - box.left) / box.width) * 100)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowLeft: position - STEP,
      ArrowDown: position - STEP,
      ArrowRight: position + STEP,
      ArrowUp: position + STEP,
      PageDown: position - 20,
      PageUp: position + 20,
      Home: 0,
      End: 100,
    }
    const next = keys[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

  const beforeImage = typeof before === 'string' ? images[before] : before
  const afterImage = typeof after === 'string' ? images[after] : after
  const sizes = '(min-width: 1280px) 1216px, 100vw'
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id={id} title={title} lead={lead} />
        <figure className="mt-10">
          <div
            ref={frame}
            className="before-after relative aspect-[4/3] touch-pan-y overflow-hidden rounded-3xl shadow-lg select-none sm:aspect-[16/9]"
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId)
              fromPointer(event)
            }}
            onPointerMove={(event) => {
              if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event)
            }}
          >
            <div className="before-after-before absolute inset-0">
              <Picture
                image={beforeImage}
                sizes={sizes}
                imgClassName="h-full w-full object-cover"
              />
              <span className="before-after-label absolute top-3 left-3">Before</span>
            </div>
            <div
              className="before-after-after absolute inset-0"
              style={moved ? { clipPath: `inset(0 0 0 ${position}%)` } : undefined}
            >
              <Picture image={afterImage} sizes={sizes} imgClassName="h-full w-full object-cover" />
              <span className="before-after-label absolute top-3 right-3">After</span>
            </div>
            <div
              role="slider"
              tabIndex={0}
              aria-label={`${title}: how much of the picture shows the yard before`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={position}
              aria-valuetext={`${position}% before, ${100 - position}% after`}
              aria-orientation="horizontal"
              onKeyDown={onKeyDown}
              style={moved ? { left: `${position}%` } : undefined}
              className="before-after-handle absolute inset-y-0 left-1/2 w-11 -translate-x-1/2 cursor-ew-resize focus:outline-none"
            >
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-white shadow"
              />
              <span
                aria-hidden="true"
                className="absolute top-1/2 left-1/2 grid size-11 -translate-1/2 place-items-center rounded-full bg-white text-forest-900 shadow-lg"
              >
                ⇔
              </span>
            </div>
          </div>
          <figcaption className="mt-4 space-y-1 text-sm leading-relaxed text-stone-700">
            <p>
              <span className="font-semibold text-forest-950">Before: </span>
              {beforeImage.alt}
            </p>
            <p>
              <span className="font-semibold text-forest-950">After: </span>
              {afterImage.alt}
            </p>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
