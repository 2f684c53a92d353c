import { images } from '../assets/images'
import type { ImageKey } from '../assets/images/keys'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'

export interface Material {
  name: string
  image: ImageKey
  body: string
  bestFor: string
}

interface MaterialOptionsProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  materials: readonly Material[]
}

export function MaterialOptions({ id, eyebrow, title, lead, materials }: MaterialOptionsProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {materials.map((m) => (
            <li
              key={m.name}
              className="overflow-hidden rounded-3xl bg-paper ring-1 ring-forest-100"
            >
              <Picture
                image={images[m.image]}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="block aspect-[4/3] overflow-hidden"
                imgClassName="h-full w-full object-cover"
              />
              <div className="p-6">
                <h3 className="text-xl font-semibold">{m.name}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{m.body}</p>
                <p className="mt-3 text-sm text-stone-600">
                  <span className="font-semibold text-forest-900">Best for: </span>
                  {m.bestFor}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
