/**
 * The interactive sections that usually sit below the first screen (forms and FAQ accordions),
 * hydrated when they come into view (src/app/deferred.tsx). The server still renders them in
 * full; the browser only fetches and runs their code, the form code and request client among it,
 * when the visitor gets there.
 */
import { deferred } from '../app/deferred'

export const DeferredContactSection = deferred('contact-section', () =>
  import('./ContactSection').then((m) => m.ContactSection),
)

export const DeferredFaqSection = deferred('faq-section', () =>
  import('./FaqSection').then((m) => m.FaqSection),
)

export const DeferredBeforeAfter = deferred('before-after', () =>
  import('./BeforeAfter').then((m) => m.BeforeAfter),
)

export const DeferredSignupBlock = deferred('signup-block', () =>
  import('./SignupBlock').then((m) => m.SignupBlock),
)
