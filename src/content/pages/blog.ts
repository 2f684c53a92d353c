/** Copy of the blog listing's two call-to-action blocks. */
import type { Action } from '../types'

export const BLOG_NEWSLETTER_ID = 'newsletter'

export const blogStayUpdated = {
  id: 'stay-updated-title',
  title: 'Stay Updated with Our Blog',
  body: 'Seasonal care tips, material comparisons and real project costs from our crews in the Triangle, a few times a month.',
  actions: [
    { label: 'Subscribe', hint: 'to our newsletter', scrollTo: BLOG_NEWSLETTER_ID },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const blogNewsletter = {
  id: BLOG_NEWSLETTER_ID,
  formId: 'blog-newsletter',
  eyebrow: 'Newsletter',
  title: 'Get new posts by email',
  lead: 'One short email when we publish: no spam, and you can unsubscribe at any time.',
}
