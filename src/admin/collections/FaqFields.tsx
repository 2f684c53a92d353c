import type { FaqListDocument } from '../../content/schema/faqs'
import { FAQ_LIMITS } from '../../content/schema/faqs'
import { site } from '../../content/site'
import { FaqSection } from '../../sections/FaqSection'
import { TextAreaField } from '../content/TextAreaField'
import { TextField } from '../content/TextField'
import { PreviewSection } from '../editing/PreviewSection'
import type { FieldsProps, PreviewProps } from './collection'
import type { FaqValues } from './faqs'

type Props = FieldsProps<FaqListDocument, FaqValues>

export function FaqFields({ values, problems, set }: Props) {
  const update = (i: number, change: Partial<FaqValues['items'][number]>) =>
    set({ items: values.items.map((item, j) => (i === j ? { ...item, ...change } : item)) })
  return (
    <>
      <p className="mt-4 text-stone-800">
        The page shows these questions in this order. In an answer, {'{phone}'} and {'{email}'} show
        the business’s phone and email as the business facts give them.
      </p>
      {values.items.map((item, i) => (
        <fieldset key={item.id} className="mt-6 rounded-xl border border-stone-300 p-3">
          <legend className="px-1 font-semibold">Question {i + 1}</legend>
          <TextField
            id={`faq-${item.id}-question`}
            label="Question"
            value={item.question}
            maxLength={FAQ_LIMITS.question}
            error={problems[`items.${i}.question`]}
            onChange={(question) => update(i, { question })}
          />
          <TextAreaField
            id={`faq-${item.id}-answer`}
            label="Answer"
            hint="Plain sentences; the page shows it as one paragraph."
            rows={4}
            maxLength={FAQ_LIMITS.answer}
            value={item.answer}
            error={problems[`items.${i}.answer`]}
            onChange={(answer) => update(i, { answer })}
          />
        </fieldset>
      ))}
    </>
  )
}

export function FaqPreview({ values, stored }: PreviewProps<FaqListDocument, FaqValues>) {
  const faqs = values.items.map((item) => ({
    ...item,
    answer: item.answer.replaceAll('{phone}', site.phone.display).replaceAll('{email}', site.email),
  }))
  return (
    <PreviewSection note={`As the ${stored?.doc.title.toLowerCase() ?? 'page'} shows them.`}>
      <FaqSection id="faq-preview" title="Frequently asked questions" faqs={faqs} />
    </PreviewSection>
  )
}
