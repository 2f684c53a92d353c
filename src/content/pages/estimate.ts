/** Copy of the ballpark estimator (/estimate/); its prices are in ../estimates.ts. */

export const estimatePage = {
  eyebrow: 'Ballpark estimator',
  title: 'What might your project cost?',
  lead: 'Pick a project and a few choices to see a typical installed range in the Triangle. It is a ballpark to plan with, not a quote: every yard is different, and a visit turns it into a written price.',
  estimator: {
    title: 'Estimate a project',
    projectLegend: 'Project',
    rangeLabel: 'Typical range',
    ballpark:
      'A ballpark from recent projects, design and installation included; not a quote. Estimates are free: a visit turns this into a written price.',
    noScript:
      'Without JavaScript this range does not follow your choices: every range is in the tables below.',
    included: 'What the range includes',
    moves: 'What moves the price',
    send: 'Send me a quote for this',
  },
  table: {
    id: 'estimate-ranges',
    title: 'Every range at a glance',
    lead: 'The ranges the estimator gives, by size and material. All figures are installed prices and include design.',
  },
}
