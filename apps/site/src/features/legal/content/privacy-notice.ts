import { COMPANY } from '@/lib/constants';
import { contactSection, h, link, mailbox, p, phone, section, ul } from './blocks';
import type { LegalDocument } from './types';

export const privacyNotice: LegalDocument = {
  title: 'Website Privacy Policy',
  lastUpdated: 'March 13, 2025',
  summary: [
    p(
      'This Website Privacy Policy explains how Ohmstead Power, Inc. ("Ohmstead Power", "we", "us") collects, uses, shares and protects personal information when you visit ohmsteadpower.com, use its forms or talk to its chat assistant (the "Site"), and the choices you have.',
    ),
  ],
  sections: [
    section(
      'who-we-are',
      'Who We Are',
      p(
        `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.locality}, USA, is responsible for the personal information described in this policy. You can reach us about privacy at `,
        mailbox,
        ' or ',
        phone,
        '.',
      ),
    ),
    section(
      'information-we-collect',
      'Information We Collect',
      h('Information you give us'),
      ul(
        'Contact enquiries: first and last name, company, job title, phone number, e-mail address, your message and your consent to be contacted.',
        'Newsletter: your e-mail address.',
        'Job applications: the details and CV you submit.',
        'Chat conversations: the messages you send, any contact details you choose to share, and photos you upload for support.',
        'Sign-in: the user name and password of authorised users of restricted areas.',
      ),
      h('Information collected automatically'),
      ul(
        'Technical data our servers log when you visit: IP address, browser type, pages requested, referring page and the date and time of the request.',
        'Information stored in your browser to make the Site work, described under "Cookies and Browser Storage" below.',
      ),
      h('Information from others'),
      p(
        'If you contact us through a partner or meet us at an event, we may receive your business contact details from that partner or event organiser.',
      ),
    ),
    section(
      'how-we-use',
      'How We Use Information',
      ul(
        'To answer your enquiry, which includes e-mailing our team, opening a support ticket and recording the enquiry in our customer relationship system.',
        'To send you the newsletter you subscribed to; every issue contains an unsubscribe link.',
        'To provide the chat assistant and connect you with a live agent.',
        'To evaluate job applications.',
        'To keep the Site secure, prevent spam and abuse (for example through our captcha) and fix problems.',
        'To understand, in aggregate, how the Site is used and improve it.',
        'To comply with legal obligations and to establish, exercise or defend legal claims.',
      ),
      p(
        'We do not use your personal information for automated decisions that have legal or similarly significant effects on you.',
      ),
    ),
    section(
      'legal-bases',
      'Legal Bases for Processing',
      p(
        'Where the law of your country requires a legal basis, we rely on your consent (for example for the newsletter and for being contacted after an enquiry), on steps you ask us to take before entering into a contract, on our legitimate interests in running and securing our business and the Site, and on compliance with legal obligations. You may withdraw consent at any time without affecting processing that took place before.',
      ),
    ),
    section(
      'sharing',
      'How We Share Information',
      p(
        'We do not sell your personal information or share it for cross-context behavioural advertising. We share it only with:',
      ),
      ul(
        'service providers that host the Site and process data for us under contract, such as our ticketing system, customer relationship system, e-mail delivery provider and, where enabled, captcha provider;',
        'professional advisers, such as lawyers and auditors, under a duty of confidentiality;',
        'authorities, when the law requires it or to protect the rights, property or safety of Ohmstead Power, our users or others;',
        'a buyer or successor, if our business or its assets are sold or reorganised, subject to this policy.',
      ),
    ),
    section(
      'cookies',
      'Cookies and Browser Storage',
      p(
        'The Site does not use advertising or cross-site tracking cookies. It stores a small amount of information in your browser to work properly:',
      ),
      ul(
        'Chat history and your chosen assistant mode, so a conversation survives a page change; chat history is cleared after 15 minutes of inactivity.',
        'Preferences such as a dismissed maintenance banner or a minimised notification panel.',
        'For signed-in users, the sign-in session.',
      ),
      p(
        'Our default captcha is self-hosted and sets no cookies. If we enable Google reCAPTCHA instead, Google may set cookies and collect device information subject to its own privacy policy. You can clear browser storage at any time in your browser settings; parts of the Site may then not work as expected.',
      ),
    ),
    section(
      'retention',
      'How Long We Keep Information',
      ul(
        'Enquiries and support tickets: for as long as we have a business relationship with you and up to three years after the last contact.',
        'Newsletter subscriptions: until you unsubscribe; we then keep only a record that you opted out, so we do not write to you again.',
        'Job applications: up to two years after the position is filled, unless you ask us to delete them sooner.',
        'Server logs: up to 90 days, unless needed to investigate a security incident.',
      ),
      p('We may keep information longer where the law requires it.'),
    ),
    section(
      'security',
      'Security',
      p(
        'We protect personal information with technical and organisational measures appropriate to the risk, including encryption in transit, access controls, hashed passwords and regular review of our systems. No system is perfectly secure; if you believe your information has been compromised, please contact us immediately.',
      ),
    ),
    section(
      'your-rights',
      'Your Choices and Rights',
      ul(
        'Unsubscribe from the newsletter at any time with the link in any issue.',
        'Ask for access to, correction of, or deletion of your personal information.',
        'Object to or ask us to restrict certain processing, and ask for a copy of your information in a portable format.',
        'Withdraw any consent you have given.',
      ),
      p(
        'Residents of California and other U.S. states with privacy laws have the rights their state law grants, including the right to know, delete and correct, and the right not to be discriminated against for exercising them. To make a request, e-mail ',
        mailbox,
        '. We will verify your request and respond within the time the law requires. You may also complain to your local data protection authority.',
      ),
    ),
    section(
      'children',
      'Children’s Privacy',
      p(
        'The Site is intended for business audiences and is not directed to children under 16. We do not knowingly collect personal information from children; if you believe a child has given us information, please contact us and we will delete it.',
      ),
    ),
    section(
      'international',
      'International Transfers',
      p(
        'We are based in the United States and process information there. If you visit from another country, your information will be transferred to the United States, where we protect it as described in this policy and, where required, with appropriate safeguards such as standard contractual clauses.',
      ),
    ),
    section(
      'changes',
      'Changes to This Policy',
      p(
        'We may update this policy from time to time. The date at the top shows when it was last changed. If we make material changes, we will highlight them on the Site. See also our ',
        link('/site-terms', 'Site Terms'),
        ' and ',
        link('/responsible-ai-policy', 'Responsible AI Policy'),
        '.',
      ),
    ),
    contactSection('contact', 'this policy or your personal information'),
  ],
};
