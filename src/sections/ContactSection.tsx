import { site } from '../content/site'

interface ContactSectionProps {
  title?: string
  lead?: string
}

/** The contact block every lead-generating page ends with; the header's quote button targets it. */
export function ContactSection({
  title = 'Request a free estimate',
  lead = 'Tell us about your space and what you have in mind. We reply within one business day.',
}: ContactSectionProps) {
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="contact-form-title" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-stone-700">{lead}</p>
        <p className="mt-4">
          <a href={`tel:${site.phone.tel}`} className="font-semibold text-forest-800 underline">
            {site.phone.display}
          </a>
        </p>
      </div>
    </section>
  )
}
