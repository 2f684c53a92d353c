import { site } from '../site'
import { emailLink, phoneLink, postalAddress } from './contact'
import { type LegalDocumentData, link, list, paragraph, policyLinks, strong } from './types'

const NWS = 'https://www.weather.gov/'

export const termsAndConditions: LegalDocumentData = {
  title: 'Terms and Conditions',
  summary:
    'The rules for using this website and our advertising, posting, lead-capture and recruitment platform for contractors.',
  lastUpdated: '2025-01-07',
  intro: [
    `These Terms and Conditions (the “Terms”) are an agreement between you and ${site.name} (“we”, “us”, “our”). They apply to this website and to our separate automated advertising, posting, lead-capture and recruitment software-as-a-service offering for outdoor-living contractors (the “Platform”), which is integrated with social, search, neighborhood and job-board platforms.`,
    [
      'By using the website or creating a Platform account, you accept these Terms. If you do not agree, please do not use them. How we handle personal information is explained in our ',
      policyLinks.privacy(),
      ' and our ',
      policyLinks.deletion(),
      '.',
    ],
  ],
  sections: [
    {
      id: 'website',
      heading: 'Using this website',
      blocks: [
        paragraph(
          'The website describes our outdoor-living design and construction services in the Triangle area. Its content is general information: prices, timelines and examples depend on each site and are confirmed only in a written estimate or contract.',
        ),
        paragraph(
          'Estimates are free. An in-depth design consultation carries a fee, which is credited toward your project if you go ahead with us. Any construction work is governed by the written contract for that project, not by these Terms.',
        ),
        paragraph(
          'When you send us a message or subscribe to our newsletter, you agree that we may contact you about your request and send the updates you asked for. You can unsubscribe at any time.',
        ),
      ],
    },
    {
      id: 'platform',
      heading: 'The Platform',
      blocks: [
        paragraph(
          'The Platform helps outdoor-living contractors win work and hire crews. Depending on the plan, it creates and publishes ads and posts, captures and routes leads, advertises open positions and collects candidates, and can start or pause campaigns automatically based on the weather. It works through the accounts you connect on social, search, neighborhood and job-board platforms.',
        ),
        paragraph(
          'The Platform is a tool: you remain the advertiser and the employer. We do not guarantee any number of leads, candidates, clicks or sales.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility and your account',
      blocks: [
        paragraph('To use the Platform you must:'),
        list(
          'be 18 years of age or older (the minimum user age is 18) and able to enter into a binding contract;',
          'give accurate business information, including your business name, industry type, services and service area, and keep it up to date;',
          'consent to receive text messages and calls about your account, leads, candidates and campaigns (see below); and',
          'keep your login details secure and tell us at once if you suspect someone else has used your account.',
        ),
        paragraph(
          'You are responsible for everything done through your account. We may suspend an account that gives false information or breaks these Terms.',
        ),
      ],
    },
    {
      id: 'texts-and-calls',
      heading: 'Consent to texts and calls',
      blocks: [
        paragraph(
          `By creating a Platform account, you consent to receive text messages and calls from ${site.name}, including automated messages, at the phone number you give us, about new leads and candidates, campaign approvals and alerts, weather triggers, billing and your account. Message frequency varies. Message and data rates may apply.`,
        ),
        paragraph(
          'Reply STOP to any text to stop texts, or HELP for help. If you stop texts, you will still receive important account notices by email. Consent to marketing messages is never a condition of buying any of our services.',
        ),
      ],
    },
    {
      id: 'plans-and-billing',
      heading: 'Plans, fees and billing',
      blocks: [
        paragraph(
          'The Platform is offered in three paid subscription tiers, Basic, Pro and Enterprise, and a free tier with limited features:',
        ),
        list(
          [strong('Free tier:'), ' basic weather alerts and manual posting.'],
          [
            strong('Basic, Pro and Enterprise:'),
            ' paid plans that add automated advertising, posting, lead capture and recruitment, with more connected platforms, locations and support at each step up.',
          ],
        ),
        paragraph(
          'Features and prices of each tier are shown when you subscribe. Paid subscriptions are billed in advance each billing period and renew automatically until cancelled; a cancellation takes effect at the end of the period already paid. Advertising spend is separate from the subscription fee: it is charged by each advertising platform to the payment method on your linked account.',
        ),
      ],
    },
    {
      id: 'campaigns-and-budgets',
      heading: 'Campaigns, budgets and ad approval',
      blocks: [
        paragraph('Minimum daily budgets per platform are:'),
        list(
          '$1 per day for the first social platform;',
          '$5 per day recommended for the search platform; and',
          '$10 per day for the neighborhood platform.',
        ),
        paragraph('New and changed ads are reviewed before they run:'),
        list(
          'ad approval takes 24 hours on the social and neighborhood platforms, and 1 business day on the search and job platforms;',
          'changes to search campaigns can take up to 1 hour to sync with the search platform; and',
          'for budgets over $500/day you can ask for an optional 24-hour manual review by our team before the campaign goes live.',
        ),
        paragraph(
          'These times are the platforms’ usual review times, not promises: a platform may take longer or reject an ad under its own policies. You set and approve every budget, and you can pause a campaign at any time.',
        ),
      ],
    },
    {
      id: 'weather-triggers',
      heading: 'Weather-triggered campaigns',
      blocks: [
        paragraph(
          'The weather trigger uses the national forecast database: the National Weather Service’s NOAA National Digital Forecast Database (',
          link('weather.gov', NWS),
          '). For each service area it reads the forecast wind speed and 12-hour precipitation probability, and starts, pauses or adjusts campaigns according to the rules you choose.',
        ),
        paragraph(
          'Forecasts can be wrong or late, and the forecast service may be unavailable. We are not responsible for a campaign that runs, or does not run, because of a forecast.',
        ),
      ],
    },
    {
      id: 'linked-accounts',
      heading: 'Linked platform accounts',
      blocks: [
        paragraph(
          'You authorize the Platform to act on the social, search, neighborhood and job-board accounts you connect, and you must follow each platform’s own terms and advertising policies. Those platforms are run by other companies; we do not control their decisions.',
        ),
        paragraph(
          'If a linked platform account is suspended, any campaign that uses it is paused, and we notify you by email and in the Platform. The campaign stays paused until the account is restored and you choose to resume it.',
        ),
      ],
    },
    {
      id: 'leads-and-candidates',
      heading: 'Leads and candidates',
      blocks: [
        paragraph(
          'Lead and candidate details collected through the Platform are yours to use for your business. You must use them lawfully: answer leads promptly, honor requests to stop contact, and follow employment and equal-opportunity laws in recruitment. You must have a lawful basis to contact anyone you upload or message through the Platform.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        paragraph('You agree not to use the website or the Platform to:'),
        list(
          'publish false, misleading or discriminatory advertising or job postings;',
          'advertise services you are not licensed or insured to provide;',
          'send spam or contact people who have asked you to stop;',
          'copy, resell or reverse-engineer the Platform, or try to get around its limits or security; or',
          'break any law or the rights of others.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Content and intellectual property',
      blocks: [
        paragraph(
          `The website, its text, photographs and design, and the Platform software belong to ${site.name} or its licensors. You may view and share pages for personal, non-commercial use.`,
        ),
        paragraph(
          'You keep ownership of the content you give the Platform (logos, photos, ad copy). You grant us a licence to use it only to provide the Platform, and you confirm that you have the right to use it.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        paragraph(
          'The website and the Platform are provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties beyond those stated in these Terms, including any implied warranties of merchantability or fitness for a particular purpose. We do not guarantee uninterrupted service or specific advertising results.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        paragraph(
          'To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses, lost profits or lost data, and our total liability for any claim about the Platform is limited to the subscription fees you paid in the 12 months before the claim. Nothing in these Terms limits liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Cancellation and termination',
      blocks: [
        paragraph(
          'You can cancel your subscription at any time from your account or by contacting us. We may suspend or end access if you break these Terms, with notice where we reasonably can. After cancellation your data is kept and then deleted as described in our ',
          policyLinks.privacy(),
          ' and ',
          policyLinks.deletion(),
          '.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        paragraph(
          'These Terms are governed by the laws of the State of North Carolina, without regard to its conflict-of-law rules. Any dispute will be heard in the state or federal courts located in Wake County, North Carolina, and you and we consent to their jurisdiction.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        paragraph(
          'We may update these Terms. The date at the top shows the latest revision. We will tell Platform users about significant changes by email before they take effect; continuing to use the Platform after that means you accept them.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph(
          'Questions about these Terms go to ',
          emailLink(),
          ' or ',
          phoneLink(),
          `, or by post to ${site.name}, ${postalAddress}.`,
        ),
      ],
    },
  ],
}
