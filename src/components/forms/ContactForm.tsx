import type { CityId } from '../../content/serviceAreas/types'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { ContactFormEnd, ContactTextField, SubjectSelect } from './ContactFields'
import { HiddenField } from './HiddenField'
import { useContactForm } from './useContactForm'

/** The main contact form; keeps the fields after success (docs/product.md). */
export function ContactForm({
  formId = 'contact',
  area,
}: {
  formId?: string
  area?: CityId | undefined
}) {
  const form = useContactForm({ formId, variant: 'main', area })
  const { values, update } = form
  return (
    <form
      ref={form.formRef}
      className="relative grid gap-4"
      data-form={formId}
      data-ready={form.enhanced || undefined}
      method="post"
      action={leadEndpoints.contact}
      noValidate={form.enhanced}
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
    >
      <ContactTextField form={form} formId={formId} name="name" />
      <ContactTextField form={form} formId={formId} name="email" />
      <SubjectSelect
        id={`${formId}-subject`}
        value={values.subject}
        onChange={(value) => update('subject')(value)}
      />
      <ContactTextField form={form} formId={formId} name="message" />
      {area ? <HiddenField name="area" value={area} /> : null}
      <ContactFormEnd form={form} formId={formId} label="Send Message" />
    </form>
  )
}
