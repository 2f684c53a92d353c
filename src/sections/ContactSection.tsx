import { EstimateLink } from '../components/EstimateLink'
import { ContactForm } from '../components/forms/ContactForm'
import { QuickContactForm } from '../components/forms/QuickContactForm'
import type { CityId } from '../content/serviceAreas/types'
import { site } from '../content/site'

interface ContactSectionProps {
  /** 'contact': name, email, subject, message. 'quick': name, email, phone, message. */
  form: 'contact' | 'quick'
  title?: string
  lead?: string
  area?: CityId
}

export function ContactSection({
  form,
  title = 'Request a free estimate',
  lead = 'Tell us about your space and what you have in mind. We reply within one business day.',
  area,
}: ContactSectionProps) {
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="contact-form-title" className="text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-stone-700">{lead}</p>
          <p className="mt-4">
            <a href={`tel:${site.phone.tel}`} className="font-semibold text-forest-800 underline">
              {site.phone.display}
            </a>
          </p>
          <p className="mt-4 text-stone-700">
            <EstimateLink linkClassName="font-semibold text-forest-800 underline" />
          </p>
        </div>
        {form === 'contact' ? <ContactForm area={area} /> : <QuickContactForm />}
      </div>
    </section>
  )
}
