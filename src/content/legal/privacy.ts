import { site } from '../site'
import { emailLink, phoneLink, postalAddress } from './contact'
import { type LegalDocumentData, link, list, paragraph, policyLinks, strong } from './types'

const NWS = 'https://www.weather.gov/'
const GA_OPT_OUT = 'https://tools.google.com/dlpage/gaoptout'

export const privacyPolicy: LegalDocumentData = {
  title: 'Privacy Policy',
  summary:
    'What we collect on this website and on our contractor marketing platform, why, and the choices you have.',
  lastUpdated: '2024-09-16',
  intro: [
    `This Privacy Policy explains what information ${site.name} (“we”, “us”, “our”) collects, why we collect it, who we share it with and the choices you have. It covers two things: this website, and our separate automated advertising, posting, lead-capture and recruitment software-as-a-service offering for outdoor-living contractors (the “Platform”).`,
    [
      'Please read it together with our ',
      policyLinks.terms(),
      ', which govern the use of the website and the Platform, and our ',
      policyLinks.deletion(),
      ', which explains how to have your data deleted and how long each kind of data is kept.',
    ],
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        paragraph(
          `${site.name} is an outdoor-living contractor based in ${postalAddress}, serving Raleigh, Durham, Chapel Hill and the wider Triangle. We design and build outdoor kitchens, patios and decks, fire features, pergolas and landscape lighting.`,
        ),
        paragraph(
          'We also operate the Platform: a software-as-a-service product that runs advertising, social posting, lead capture and recruitment for outdoor-living contractors, integrated with social, search, neighborhood and job-board platforms. The Platform is a separate service with its own accounts; you do not need an account to use this website.',
        ),
        paragraph(
          'For the information described in this policy, we are the business responsible for deciding how it is used. You can reach us at ',
          emailLink(),
          ' or ',
          phoneLink(),
          '.',
        ),
      ],
    },
    {
      id: 'website-information',
      heading: 'Information this website collects',
      blocks: [
        paragraph(
          'You can read every page of this website without telling us who you are. We only receive personal information when you choose to send it:',
        ),
        list(
          [
            strong('Newsletter sign-up.'),
            ' When you subscribe, we receive your email address. We use it to send our newsletter and project updates, and every email has a link to unsubscribe.',
          ],
          [
            strong('Contact forms.'),
            ' When you send us a message, we receive the details you enter: your name, email address, phone number, subject and message (phone number and subject are optional on most forms). We use them to answer you and, if you ask, to prepare an estimate.',
          ],
          [
            strong('Where a message came from.'),
            ' With a sign-up or a message, your browser also sends the address of the page you sent it from (page) and, if you arrived through a link of one of our campaigns or from another website, that link’s campaign labels (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the advertising click identifier (gclid) and the name of the website that sent you (referrer). They tell us which pages and campaigns bring enquiries. They are kept in your browser only for the visit (sessionStorage, no cookie) and sent only to us, with your message.',
          ],
          [
            strong('Technical information.'),
            ' Like every website, our hosting provider records basic request data (IP address, browser type, the page requested and the time) in server logs, which are used to keep the site secure and working.',
          ],
        ),
        paragraph(
          'Newsletter sign-ups and contact messages are sent from your browser to our own automation webhooks: workflow-automation endpoints that we operate, which pass your message to our team and our mailing list. They are not sold or shared with advertisers.',
        ),
        paragraph(
          'Our blog posts are read from a hosted content database (Google Firebase). Loading a post does not send any information about you beyond what every web request carries.',
        ),
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and browser storage',
      blocks: [
        paragraph(
          'This website does not use advertising cookies. It uses your browser’s storage in the following limited ways:',
        ),
        list(
          [
            strong('Form drafts (sessionStorage).'),
            ' While you fill in a form, what you have typed is kept in your browser’s sessionStorage so that it is not lost if you move to another page or a send fails. It stays on your device, is never sent to us until you press send, and is cleared when you close the tab.',
          ],
          [
            strong('Where you arrived from (sessionStorage).'),
            ' The campaign labels and referring website described above, noted on the first page of your visit and cleared when you close the tab.',
          ],
          [
            strong('Analytics cookies, only when analytics is enabled.'),
            ' If we have switched on analytics (see the next section), Google Analytics sets first-party cookies (such as _ga) and Firebase keeps an installation identifier in your browser’s storage to count visits.',
          ],
          [
            strong('Embedded video.'),
            ' Our videos load from the video provider only when you press play; from then on that provider’s own cookie policy applies.',
          ],
        ),
        paragraph(
          'You can clear or block cookies and site storage in your browser settings. The website keeps working without them; you may only lose an unsent form draft.',
        ),
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      blocks: [
        paragraph(
          'We may use Firebase Analytics and Google Analytics, services of Google LLC, to understand which pages are useful and how visitors find us. Analytics runs only when it has been configured for this website and only in browsers that allow cookies; when it is not configured, no analytics script is loaded at all.',
        ),
        paragraph(
          'When it runs, analytics collects pseudonymous usage data such as pages viewed, approximate location (city level, derived from your IP address), device and browser type, and how you arrived at the site. We do not send your name, email address or form contents to analytics.',
        ),
        paragraph(
          'You can opt out at any time by blocking cookies for this site or by installing the ',
          link('Google Analytics opt-out browser add-on', GA_OPT_OUT),
          '.',
        ),
      ],
    },
    {
      id: 'platform-information',
      heading: 'Information the Platform handles',
      blocks: [
        paragraph(
          'To run campaigns for a contractor, the Platform handles the following account, business, campaign, lead and candidate data:',
        ),
        list(
          [
            strong('Account and business data:'),
            ' business name, industry type, services offered, email address (required), phone number (optional), and the zip codes or regions you serve.',
          ],
          [
            strong('Campaign data:'),
            ' campaign goals, target demographics, budgets, ad copy and images, posting schedules and campaign results.',
          ],
          [
            strong('Lead and candidate details:'),
            ' the contact details and messages of homeowners who respond to your ads (leads), and the names, contact details and application answers of job applicants (candidates).',
          ],
          [
            strong('Connected platform data:'),
            ' the access tokens and account identifiers that let the Platform publish to the social, search, neighborhood and job-board platforms you connect, and the performance reports those platforms return.',
          ],
        ),
        paragraph(
          'For weather-triggered campaigns, the Platform looks up forecasts for your service area in the National Weather Service’s NOAA National Digital Forecast Database (',
          link('weather.gov', NWS),
          '), using wind speed and 12-hour precipitation probability. Only locations are sent for these look-ups, never personal information.',
        ),
        paragraph(
          'Lead and candidate details belong to the contractor who collected them; we process them on that contractor’s behalf and only to provide the Platform.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        list(
          'To answer your messages, prepare estimates and schedule consultations.',
          'To send the newsletter you asked for.',
          'To provide the Platform: creating and publishing ads and posts, delivering leads and candidates, and sending account alerts by email, text message or phone.',
          'To keep the website and the Platform secure, prevent fraud and fix problems.',
          'To understand, in aggregate, how the website is used and improve it.',
          'To meet our legal, tax and accounting obligations.',
        ),
        paragraph(
          'We do not sell personal information, and we do not use it for automated decisions that have legal effects on you.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        paragraph('We share personal information only as needed to run our business:'),
        list(
          [
            strong('Service providers'),
            ' that host the website and the Platform, store data, run our automation workflows, send email and text messages, or process payments, each bound to use the data only for us.',
          ],
          [
            strong('Connected advertising and job platforms'),
            ' (social, search, neighborhood and job-board platforms) receive the ads, posts, targeting and budgets a Platform user sets up; their own privacy policies govern what they do with it.',
          ],
          [
            strong('Legal and safety reasons:'),
            ' when the law requires it, or to protect our rights, our customers or the public.',
          ],
          [
            strong('Business transfers:'),
            ' if our business is sold or merged, under the same protections as this policy.',
          ],
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        list(
          'Contact messages are kept for as long as we need them to answer you and follow up on your project.',
          'Newsletter addresses are kept until you unsubscribe.',
          'Data of inactive Platform users is kept for 12 months after cancellation, so that an account can be restored, and is then deleted.',
          'Campaign and recruitment data is kept for 24 months, so that contractors can compare seasons and meet hiring record-keeping duties.',
          'Records we must keep by law, such as invoices, are kept for the period the law requires.',
        ),
        paragraph(
          'You can ask us to delete your data sooner. Our ',
          policyLinks.deletion(),
          ' explains how, and how quickly deletion reaches our systems, analytics and backups.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      blocks: [
        paragraph(
          'All traffic to this website and the Platform is encrypted in transit (HTTPS). Access to personal information is limited to the people who need it, protected by individual accounts, and logged. No method of transmission or storage is perfectly secure, but we work to protect your information and will tell you without undue delay if a breach affects it.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      blocks: [
        paragraph(
          'The Platform is only for users aged 18 or older. This website is meant for homeowners and business owners and is not directed at children. If you are under the age of 13, please ask a parent or guardian for parental consent before you send us any personal information. If we learn that we have collected personal information from a child under 13 without that consent, we will delete it.',
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and rights',
      blocks: [
        list(
          'Ask for a copy of the personal information we hold about you, or ask us to correct it.',
          ['Ask us to delete it, as described in our ', policyLinks.deletion(), '.'],
          'Unsubscribe from the newsletter with the link in any email.',
          'Stop text messages by replying STOP; Platform users can also change their alert settings.',
          'Block analytics cookies or use the Google Analytics opt-out add-on.',
        ),
        paragraph(
          'We answer every request and will not treat you differently for making one. We may need to confirm your identity before acting on it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'We may update this policy when our services or the law change. The date at the top shows the latest revision; if a change is significant, we will also tell Platform users by email before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us about privacy',
      blocks: [
        paragraph(
          'Questions, requests or complaints about privacy go to ',
          emailLink(),
          ' or ',
          phoneLink(),
          `. You can also write to ${site.name}, ${postalAddress}. ${site.responseTarget}`,
        ),
      ],
    },
  ],
  // The text above and its date stay as published; what changed since is said here, dated.
  addenda: [
    {
      id: 'addendum-2026-11-26',
      heading: 'Addendum: where your messages go, and how long we keep them',
      date: '2026-11-26',
      blocks: [
        paragraph(
          'This addendum changes the section “Information this website collects” above, which says that sign-ups and messages are sent from your browser to our automation webhooks. That is no longer how it works:',
        ),
        list(
          [
            strong('Sent to our own website.'),
            ' Your browser sends a newsletter sign-up or a contact message to this website’s own server, which keeps it in our database (Google Firebase) before it answers you, so nothing you send is lost if another service is down.',
          ],
          [
            strong('Copies to our email.'),
            ' The server then sends a copy to our automation service (n8n), which passes it to our team’s email and, for a sign-up, to our mailing list.',
          ],
          [
            strong('How long we keep them.'),
            ' Messages and sign-ups kept on our website are deleted automatically 24 months after we receive them, unless we set a different period and say so here. Copies that reached our email and mailing list are kept as the section “How long we keep information” above describes.',
          ],
          [
            strong('Limiting repeated sending.'),
            ' To hold back repeated or automated sending, the server counts the forms it receives from each internet address for a few minutes, by a one-way scrambled code of the address; the address itself is not kept.',
          ],
        ),
        paragraph(
          'To ask us to delete a message or sign-up sooner, write to ',
          emailLink(),
          ' from the address you used, or tell us that address. We delete it from our website and the copies in our email; our ',
          policyLinks.deletion(),
          ' gives the timeline.',
        ),
      ],
    },
    {
      id: 'addendum-2026-11-28',
      heading: 'Addendum: alerts on our own phones',
      date: '2026-11-28',
      blocks: [
        paragraph(
          'This addendum adds to the one above. When you send us a message or a quote request, our website can alert our own team’s phones and computers at once, through the push service of each device’s browser (Apple’s, Google’s or Mozilla’s, for example):',
        ),
        list(
          [
            strong('What an alert shows on a lock screen.'),
            ' The kind of request, the project and the town you chose, for example “New quote request: Patio · Cary”. Never your name, email address, phone number or message: we read those in our office on this website, after signing in.',
          ],
          [
            strong('What we keep for alerts.'),
            ' For each of our own devices that receives them: the address its browser’s push service gave it (its “endpoint”), the keys that encrypt alerts for that device alone, a name such as “iPhone · Safari”, and when it last received an alert. This is about our devices, not yours.',
          ],
          [
            strong('What the push services see.'),
            ' Each alert travels encrypted for our device, so the push service carries it without being able to read it.',
          ],
          [
            strong('Nothing on your device.'),
            ' Visiting this website never asks you to allow notifications, and our public pages install no service worker (the small background program that receives alerts): only our office, at /admin/, has one.',
          ],
        ),
        paragraph('A newsletter sign-up sends no alert.'),
      ],
    },
  ],
}
