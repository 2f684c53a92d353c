/**
 * The fields a visitor sends, by the names the forms use (src/lib/submissions.ts, whose contact
 * form's fields include the newsletter's), less the source fields: written out rather than
 * imported, as LEAD_SOURCE_FIELDS is (src/lib/leadRecord.ts says why); its test keeps them equal.
 */
export const LEAD_VISITOR_FIELDS = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'area',
  'project',
  'details',
  'budget',
  'timing',
  'estimate_project',
  'estimate_size',
  'estimate_material',
  'estimate_option',
  'estimate_low',
  'estimate_high',
] as const

/** The forms' own words for their fields: the lead's page and the CSV's header. */
export const FIELD_LABEL: Record<(typeof LEAD_VISITOR_FIELDS)[number], string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  area: 'Service area',
  project: 'Project',
  details: 'Details',
  budget: 'Budget',
  timing: 'Timing',
  estimate_project: 'From the estimator',
  estimate_size: 'Estimator: size',
  estimate_material: 'Estimator: material',
  estimate_option: 'Estimator: option',
  estimate_low: 'Estimator: low (USD)',
  estimate_high: 'Estimator: high (USD)',
}
