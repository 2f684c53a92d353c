import { images } from '../assets/images'
import type { ImageKey } from '../assets/images/keys'
import { Picture } from '../components/Picture'
import { ActionRow } from '../components/ui/ActionLink'
import type { Action } from '../content/types'

interface LandingHeroProps {
  eyebrow: string
  title: string
  lead: string
  actions: readonly Action[]
  image: ImageKey
}

export function LandingHero({ eyebrow, title, lead, actions, image }: LandingHeroProps) {
  return (
    <section className="bg-sand">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-ember-700 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-stone-700">{lead}</p>
          <div className="mt-8">
            <ActionRow actions={actions} />
          </div>
        </div>
        <Picture
          image={images[image]}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority
          className="block overflow-hidden rounded-3xl shadow-lg"
          imgClassName="aspect-[16/10] h-full w-full object-cover"
        />
      </div>
    </section>
  )
}
