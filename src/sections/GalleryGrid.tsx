import { Link } from 'react-router-dom'
import { images } from '../assets/images'
import type { ImageKey } from '../assets/images/keys'
import { useLightbox } from '../components/lightbox/useLightbox'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'

export interface GalleryItem {
  image: ImageKey
  /** A project page, or none to open the full-size image (a larger view). */
  href?: string
  label: string
}

interface GalleryGridProps {
  id: string
  anchor?: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly GalleryItem[]
}

// Literal class names so Tailwind sees them.
const COLUMNS: Record<number, string> = {
  3: 'grid-cols-1 sm:grid-cols-3',
  5: 'grid-cols-2 lg:grid-cols-5',
}

export function GalleryGrid({ id, anchor, eyebrow, title, lead, items }: GalleryGridProps) {
  const cols = COLUMNS[items.length] ?? 'grid-cols-2'
  // The images that open in a larger view (not a project page), in gallery order.
  const larger = items.filter((item) => !item.href)
  const lightbox = useLightbox(
    larger.map((item) => ({ image: images[item.image], caption: images[item.image].alt })),
  )
  return (
    <section id={anchor} aria-labelledby={id} className="bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className={`mt-10 grid gap-4 ${cols}`} data-ready={lightbox.ready || undefined}>
          {items.map((item) => {
            const image = images[item.image]
            const picture = (
              <Picture
                image={image}
                sizes="(min-width: 1024px) 240px, 50vw"
                className="block aspect-square overflow-hidden rounded-2xl"
                imgClassName="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
              />
            )
            return (
              <li key={item.image}>
                {item.href ? (
                  <Link to={item.href} className="group block rounded-2xl" aria-label={item.label}>
                    {picture}
                  </Link>
                ) : (
                  <a
                    href={image.src}
                    onClick={lightbox.open(larger.indexOf(item))}
                    className="group block rounded-2xl"
                    aria-label={item.label}
                  >
                    {picture}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
        {lightbox.element}
      </div>
    </section>
  )
}
