import { SubscribeForm } from '../components/forms/SubscribeForm'
import { SectionHeading } from '../components/ui/SectionHeading'

interface SignupBlockProps {
  /** The block's id: Join Our List and Sign Up buttons scroll here. */
  id: string
  formId: string
  eyebrow?: string
  title: string
  lead: string
  perks?: readonly string[]
  placeholder?: string
  buttonLabel?: string
  consent?: 'privacy' | 'terms'
}

export function SignupBlock({
  id,
  formId,
  eyebrow,
  title,
  lead,
  perks,
  ...form
}: SignupBlockProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="bg-sand">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
          {perks ? (
            <ul className="mt-6 space-y-2 text-stone-700">
              {perks.map((perk) => (
                <li key={perk} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-ember-600"
                  />
                  {perk}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-100 sm:p-8">
          <SubscribeForm formId={formId} {...form} />
        </div>
      </div>
    </section>
  )
}
