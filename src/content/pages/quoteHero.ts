/**
 * The top of /quote/, apart from the form's questions (./quote.ts): the page itself imports only
 * this, so the answers and the estimator's project list load with the form's code, not before.
 */
export const quoteHero = {
  eyebrow: 'Free estimate',
  title: 'Request a quote',
  lead: 'A few questions about your project, then how to reach you. We reply within one business day to arrange a visit; estimates are free.',
} as const
