/**
 * The main contact form: name, email, subject (optional), message.
 * (Markup only for now; the forms issue gives it its behaviour.)
 */
export function ContactForm({ formId = 'contact' }: { formId?: string }) {
  return (
    <form className="grid gap-4" data-form={formId}>
      <label className="grid gap-1 text-sm font-medium">
        Name
        <input
          name="name"
          required
          autoComplete="name"
          className="min-h-12 rounded-lg border border-forest-300 bg-white px-4"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          className="min-h-12 rounded-lg border border-forest-300 bg-white px-4"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Message
        <textarea
          name="message"
          required
          rows={5}
          className="rounded-lg border border-forest-300 bg-white px-4 py-3"
        />
      </label>
      <button
        type="submit"
        className="min-h-12 rounded-full bg-ember-700 px-6 font-semibold text-white"
      >
        Send Message
      </button>
    </form>
  )
}
