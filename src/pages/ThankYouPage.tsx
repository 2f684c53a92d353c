import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { messageSent, subscribed, type ThankYouPage } from '../content/pages/thankYou'
import { NextSteps } from '../sections/NextSteps'
import { PageHero } from '../sections/PageHero'

// Where a form posted without the app lands (the webhook answers 303 here).
function Confirmation({ page }: { page: ThankYouPage }) {
  return (
    <>
      <Seo />
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <ActionRow actions={page.actions} />
      </PageHero>
      <NextSteps id="thank-you-next" title={page.nextTitle} steps={page.next} />
    </>
  )
}

export function MessageSentPage() {
  return <Confirmation page={messageSent} />
}

export function SubscribedPage() {
  return <Confirmation page={subscribed} />
}
