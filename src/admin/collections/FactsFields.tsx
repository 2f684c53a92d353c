import { contactDetails } from '../../content/pages/contact'
import { type BusinessSettings, DAYS_OF_WEEK, SOCIAL_NETWORKS } from '../../content/schema/business'
import { ContactDetails } from '../../sections/ContactDetails'
import { TextField } from '../content/TextField'
import { PreviewSection } from '../editing/PreviewSection'
import { describedBy, FieldError, INPUT_CLASS, SECONDARY_BUTTON } from '../Field'
import type { FieldsProps, PreviewProps } from './collection'
import { type FactsValues, factsDocument, type HoursValues, telFor } from './facts'

/** The business facts every page repeats (settings/business), at /admin/facts/. */
export function FactsFields({ values, problems, set }: FieldsProps<BusinessSettings, FactsValues>) {
  const text = (key: keyof FactsValues, path: string, label: string, extra = {}) => (
    <TextField
      id={`facts-${path.replace('.', '-')}`}
      label={label}
      value={values[key] as string}
      onChange={(v) => set({ [key]: v })}
      error={problems[path]}
      {...extra}
    />
  )
  const suggested = telFor(values.phoneDisplay)
  return (
    <>
      {text('name', 'name', 'Name', { required: true, maxLength: 100 })}
      {text('shortName', 'shortName', 'Short name', { required: true, maxLength: 40 })}
      {text('tagline', 'tagline', 'Tagline', { required: true, maxLength: 200 })}
      <fieldset className="mt-6 rounded-xl border border-stone-300 p-3">
        <legend className="px-1 font-semibold">Phone</legend>
        {text('phoneDisplay', 'phone.display', 'As shown', {
          type: 'tel',
          required: true,
          hint: 'As visitors read it, e.g. (919) 555-0142.',
        })}
        {text('phoneTel', 'phone.tel', 'Number dialled', {
          type: 'tel',
          required: true,
          pattern: '\\+[1-9][0-9]{6,14}',
          hint: 'What a tap on the number calls, as + country code and number (E.164), e.g. +19195550142.',
        })}
        {suggested && suggested !== values.phoneTel ? (
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-2`}
            onClick={() => set({ phoneTel: suggested })}
          >
            Dial {suggested}
          </button>
        ) : null}
      </fieldset>
      {text('email', 'email', 'Email', { type: 'email', required: true, maxLength: 200 })}
      <fieldset className="mt-6 rounded-xl border border-stone-300 p-3">
        <legend className="px-1 font-semibold">Address</legend>
        {text('street', 'address.street', 'Street (leave empty for a service-area business)')}
        {text('locality', 'address.locality', 'City', { required: true })}
        {text('region', 'address.region', 'State', { required: true, maxLength: 2 })}
        {text('postalCode', 'address.postalCode', 'ZIP code', {
          required: true,
          inputMode: 'numeric',
        })}
        {text('country', 'address.country', 'Country code', { required: true, maxLength: 2 })}
      </fieldset>
      <HoursFields hours={values.hours} problems={problems} onChange={(hours) => set({ hours })} />
      {text('responseTarget', 'responseTarget', 'Response time', {
        required: true,
        hint: 'How soon a message is answered, as the contact page says it.',
      })}
      {text('googleReviewUrl', 'googleReviewUrl', 'Google review link', {
        type: 'url',
        hint: 'The “write a review” link of the Google business profile (https).',
      })}
      <SocialFields
        socials={values.socials}
        problems={problems}
        onChange={(socials) => set({ socials })}
      />
    </>
  )
}

const DAY_SHORT: Record<(typeof DAYS_OF_WEEK)[number], string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
}

function HoursFields({
  hours,
  problems,
  onChange,
}: {
  hours: HoursValues[]
  problems: Record<string, string>
  onChange: (hours: HoursValues[]) => void
}) {
  const update = (i: number, change: Partial<HoursValues>) =>
    onChange(hours.map((row, j) => (i === j ? { ...row, ...change } : row)))
  return (
    <fieldset className="mt-6 rounded-xl border border-stone-300 p-3">
      <legend className="px-1 font-semibold">Opening hours</legend>
      <FieldError id="facts-hours" error={problems.hours} />
      {hours.map((row, i) => {
        const id = `facts-hours-${i}`
        const daysError = problems[`hours.${i}.days`]
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is theirs.
          <div key={i} className="mt-4 border-t border-stone-200 pt-3">
            <TextField
              id={`${id}-label`}
              label={`Row ${i + 1}: label`}
              hint="As shown, e.g. Monday – Friday."
              value={row.label}
              onChange={(label) => update(i, { label })}
              error={problems[`hours.${i}.label`]}
              required
            />
            <fieldset
              className="mt-3"
              aria-describedby={describedBy(`${id}-days`, { error: daysError })}
            >
              <legend className="font-semibold">Days</legend>
              <div className="flex flex-wrap gap-x-4">
                {DAYS_OF_WEEK.map((day) => (
                  <label key={day} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={row.days.includes(day)}
                      onChange={(e) =>
                        update(i, {
                          days: e.target.checked
                            ? [...row.days, day]
                            : row.days.filter((d) => d !== day),
                        })
                      }
                    />
                    <abbr title={day} className="no-underline">
                      {DAY_SHORT[day]}
                    </abbr>
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-days`} error={daysError} />
            </fieldset>
            <label className="mt-2 flex min-h-11 w-fit items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={row.closed}
                onChange={(e) => update(i, { closed: e.target.checked })}
              />
              Closed
            </label>
            {/* Side by side only where a time and its clock button fit (at 320 px "08:00 AM" was cut). */}
            {row.closed ? null : (
              <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
                <TextField
                  id={`${id}-opens`}
                  label="Opens"
                  type="time"
                  required
                  value={row.opens}
                  onChange={(opens) => update(i, { opens })}
                  error={problems[`hours.${i}.opens`]}
                />
                <TextField
                  id={`${id}-closes`}
                  label="Closes"
                  type="time"
                  required
                  value={row.closes}
                  onChange={(closes) => update(i, { closes })}
                  error={problems[`hours.${i}.closes`]}
                />
              </div>
            )}
            <button
              type="button"
              className={`${SECONDARY_BUTTON} mt-3`}
              onClick={() => onChange(hours.filter((_, j) => j !== i))}
            >
              Remove row {i + 1}
            </button>
          </div>
        )
      })}
      {hours.length < 7 ? (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-4`}
          onClick={() =>
            onChange([...hours, { label: '', days: [], closed: false, opens: '', closes: '' }])
          }
        >
          Add a row of hours
        </button>
      ) : null}
    </fieldset>
  )
}

function SocialFields({
  socials,
  problems,
  onChange,
}: {
  socials: BusinessSettings['socials']
  problems: Record<string, string>
  onChange: (socials: BusinessSettings['socials']) => void
}) {
  const update = (i: number, change: Partial<BusinessSettings['socials'][number]>) =>
    onChange(socials.map((s, j) => (i === j ? { ...s, ...change } : s)))
  const unused = SOCIAL_NETWORKS.filter((n) => !socials.some((s) => s.network === n))
  return (
    <fieldset className="mt-6 rounded-xl border border-stone-300 p-3">
      <legend className="px-1 font-semibold">Social links</legend>
      {socials.map((social, i) => (
        <div key={social.network} className="mt-3 border-t border-stone-200 pt-3">
          <label htmlFor={`facts-social-${i}-network`} className="block font-semibold">
            Network
          </label>
          <select
            id={`facts-social-${i}-network`}
            className={INPUT_CLASS}
            value={social.network}
            onChange={(e) =>
              update(i, { network: e.target.value as (typeof SOCIAL_NETWORKS)[number] })
            }
          >
            {SOCIAL_NETWORKS.map((n) => (
              <option key={n} value={n} disabled={n !== social.network && !unused.includes(n)}>
                {n}
              </option>
            ))}
          </select>
          <TextField
            id={`facts-social-${i}-href`}
            label={`${social.network} address`}
            type="url"
            required
            value={social.href}
            onChange={(href) => update(i, { href })}
            error={problems[`socials.${i}.href`]}
          />
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-3`}
            onClick={() => onChange(socials.filter((_, j) => j !== i))}
          >
            Remove {social.network}
          </button>
        </div>
      ))}
      {unused[0] ? (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-4`}
          onClick={() => onChange([...socials, { network: unused[0] as never, href: '' }])}
        >
          Add a social link
        </button>
      ) : null}
    </fieldset>
  )
}

/** The contact page's details as they will read with these facts. */
export function FactsPreview({ values }: PreviewProps<BusinessSettings, FactsValues>) {
  return (
    <PreviewSection note="The contact page’s details; the header, footer and call bar take the same facts.">
      <ContactDetails {...contactDetails} facts={factsDocument(values)} />
    </PreviewSection>
  )
}
