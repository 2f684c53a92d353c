/** Forms and FAQs below the first screen, hydrated in view (src/app/deferred.tsx). */
import { deferred } from '../app/deferred'
import { hasDraft } from '../components/forms/draft'
import { QUOTE_FORM_ID } from './quote/formId'

/** A link that names an estimate (?type=deck…): the part starts at once to show it. */
const namesAnEstimate = () => new URLSearchParams(window.location.search).has('type')

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

// They work pre-rendered: code loads at the first reach, or at once for a draft or an estimate.
export const DeferredQuoteForm = deferred(
  'quote-form',
  () => import('./quote/QuoteForm').then((m) => m.QuoteForm),
  { until: 'use', eagerWhen: () => namesAnEstimate() || hasDraft(QUOTE_FORM_ID) },
)

export const DeferredEstimator = deferred(
  'estimator',
  () => import('./estimate/Estimator').then((m) => m.Estimator),
  { until: 'use', eagerWhen: namesAnEstimate },
)

/** Every range as tables, below the estimator: static, so its code (the prices) waits for view. */
export const DeferredRangesTable = deferred('ranges-table', () =>
  import('./estimate/RangesTable').then((m) => m.RangesTable),
)
