import { site } from '../site'
import { emailLink, phoneLink } from './contact'
import { type LegalDocumentData, list, paragraph, policyLinks, strong } from './types'

export const deletionPolicy: LegalDocumentData = {
  title: 'Data Deletion Policy',
  summary: 'How to ask us to delete your data, how long each step takes, and what we must keep.',
  lastUpdated: '2025-06-07',
  intro: [
    `You can ask ${site.name} to delete the personal information we hold about you at any time. This policy explains how to make a request, what happens next and how long each step takes, and what little we must keep for legal reasons.`,
    [
      'It applies to this website and to our automated advertising, posting, lead-capture and recruitment platform for outdoor-living contractors (the “Platform”). What we collect and why is explained in our ',
      policyLinks.privacy(),
      '.',
    ],
  ],
  sections: [
    {
      id: 'what-you-can-delete',
      heading: 'What you can ask us to delete',
      blocks: [
        list(
          'Your newsletter subscription and email address.',
          'Messages you sent through our contact forms, with your name, email address, phone number and subject.',
          'Your Platform account: business name, industry type, services, contact details and service areas.',
          'Campaign data: campaign goals, target demographics, budgets, ads and results.',
          'Lead and candidate details collected through your campaigns.',
          'If you are a homeowner or job applicant whose details reached a contractor through the Platform, your lead or candidate record.',
        ),
        paragraph(
          'You can ask us to delete everything, or only some of it (for example, your contact messages but not your newsletter subscription).',
        ),
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to request deletion',
      blocks: [
        paragraph(
          'Email ',
          emailLink(),
          ' with the subject “Data deletion request”, or call us on ',
          phoneLink(),
          '. Please include:',
        ),
        list(
          'your full name;',
          'the email address and phone number you used with us;',
          'for a Platform account, your business name and the email address of the account;',
          'what you would like deleted: everything, or the specific items; and',
          'whether you would like a copy of your data before it is deleted.',
        ),
        paragraph(
          'To protect you, we confirm every request from the email address or phone number on record before we delete anything. Someone you authorize can make a request for you, with your written permission. To stop the newsletter only, you can also use the unsubscribe link in any email.',
        ),
      ],
    },
    {
      id: 'timeline',
      heading: 'What happens next, and when',
      blocks: [
        paragraph('Each time is counted from the day we receive your request:'),
        list(
          [
            strong('Within 72 hours:'),
            ' we respond to your deletion request and confirm what will be deleted.',
          ],
          [
            strong('Within 30 days:'),
            ' your deletion is processed: the data is removed from our live systems, the Platform and our automation workflows.',
          ],
          [
            strong('Within 60 days:'),
            ' third-party analytics data linked to you is deleted from our analytics services.',
          ],
          [
            strong('Within 90 days:'),
            ' backups are cleared, as older backups expire and are overwritten.',
          ],
          [strong('Within 5 business days of completion:'), ' we send you a confirmation email.'],
        ),
        paragraph(
          'Until backups are cleared, a backup copy is never used except to recover from a system failure, and if it ever is, your data is deleted again before the system goes back into use.',
        ),
      ],
    },
    {
      id: 'connected-platforms',
      heading: 'Data held by connected platforms',
      blocks: [
        paragraph(
          'When we delete a Platform account, we disconnect it from the social, search, neighborhood and job-board platforms it was linked to and delete our access tokens. Ads, posts and job listings already published, and leads or applications those platforms collected in their own forms, are held by those platforms under their own policies. We will tell you which platforms were connected so that you can ask them directly.',
        ),
      ],
    },
    {
      id: 'automatic-deletion',
      heading: 'Automatic deletion',
      blocks: [
        paragraph('Even if you never ask, we do not keep data forever:'),
        list(
          'data of inactive users is kept for 12 months after cancellation of a Platform account, then deleted;',
          'campaign and recruitment data is kept for 24 months, then deleted; and',
          'newsletter addresses are deleted when you unsubscribe.',
        ),
      ],
    },
    {
      id: 'what-we-keep',
      heading: 'What we keep for legal reasons',
      blocks: [
        paragraph(
          'A small amount of information may have to be kept after a deletion request, only for as long as the law requires and never for marketing:',
        ),
        list(
          'invoices, payments and other tax and accounting records;',
          'records of consent to texts and calls, and of opt-outs, so that we keep honoring them;',
          'a record of your deletion request and how we handled it; and',
          'information we must keep because of a legal claim, an investigation or a court order.',
        ),
        paragraph('Your confirmation email lists anything we kept and why.'),
      ],
    },
    {
      id: 'confirmation',
      heading: 'Confirmation',
      blocks: [
        paragraph(
          'Within 5 business days of completing your deletion, we send a confirmation email to the address on record (or, if you asked by phone only, we call to confirm). It states what was deleted, the dates by which analytics data and backups will be cleared, and anything kept for legal reasons.',
        ),
      ],
    },
    {
      id: 'questions',
      heading: 'Questions and complaints',
      blocks: [
        paragraph(
          'If you have not heard from us within 72 hours, or you are unhappy with how we handled your request, contact us at ',
          emailLink(),
          ' or ',
          phoneLink(),
          '. Our ',
          policyLinks.terms(),
          ' explain how Platform accounts are cancelled.',
        ),
      ],
    },
  ],
}
