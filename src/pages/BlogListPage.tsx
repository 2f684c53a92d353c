import { SubscribeForm } from '../components/forms/SubscribeForm'
import { Seo } from '../components/Seo'
import { PageHero } from '../sections/PageHero'

export function BlogListPage() {
  return (
    <>
      <Seo />
      <PageHero title="Explore Our Latest Insights" />
      <section id="newsletter" aria-labelledby="blog-newsletter-title" className="px-4 py-16">
        <h2 id="blog-newsletter-title" className="text-3xl font-semibold">
          Get new posts by email
        </h2>
        <SubscribeForm formId="blog-newsletter" />
      </section>
    </>
  )
}
