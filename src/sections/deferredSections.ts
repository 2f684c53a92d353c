/**
 * The interactive sections that usually sit below the first screen (forms and FAQ accordions),
 * hydrated when they come into view (src/app/deferred.tsx). The server still renders them in
 * full; the browser only fetches and runs their code, the form code and request client among it,
 * when the visitor gets there.
 */
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

/**
 * The guided quote request and the estimator fill the first screen of their pages, and their
 * pre-rendered forms work on their own (the quote request posts as HTML, the estimator's choices
 * are native controls and its table lists every range), so their code (the form code and request
 * client among it) loads when the visitor first reaches for them, or at once when there is
 * something to restore or show: a draft, an estimate named in the URL.
 */
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
