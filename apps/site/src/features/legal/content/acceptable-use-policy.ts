import { contactSection, link, mailbox, p, section, ul } from './blocks';
import type { LegalDocument } from './types';

export const acceptableUsePolicy: LegalDocument = {
  title: 'Acceptable Use Policy',
  lastUpdated: 'February 15, 2025',
  summary: [
    p(
      'This Acceptable Use Policy sets out what you may and may not do when you use the website of Ohmstead Power, Inc. ("Ohmstead Power", "we", "us"), including its forms, downloads and AI chat assistant (together, the "Site"). It forms part of our ',
      link('/site-terms', 'Site Terms'),
      '. By using the Site you agree to follow it.',
    ),
  ],
  sections: [
    section(
      'general',
      'General Principles',
      p(
        'Use the Site lawfully, honestly and with respect for other people and for our systems. If you are unsure whether something is allowed, ask us first at ',
        mailbox,
        '.',
      ),
    ),
    section(
      'prohibited-uses',
      'Prohibited Uses',
      p('You must not use the Site to:'),
      ul(
        'break any applicable law or regulation, including export control and sanctions laws;',
        'infringe the intellectual property, privacy or other rights of anyone;',
        'send or upload content that is unlawful, defamatory, obscene, hateful, harassing or threatening;',
        'impersonate any person or organisation, or misrepresent your affiliation with them;',
        'send unsolicited advertising, chain letters or other spam through our forms;',
        'submit false enquiries, job applications or support requests;',
        'collect personal data about other users.',
      ),
    ),
    section(
      'security',
      'Security and Integrity',
      p('You must not:'),
      ul(
        'probe, scan or test the vulnerability of the Site or any related system, or breach any security or authentication measure;',
        'bypass, disable or automate the solving of our captcha or any other protection against abuse;',
        'access or attempt to access areas of the Site, accounts or data you are not authorised to use, including the administration area;',
        'upload viruses, malware or any code designed to harm or take control of systems;',
        'place an unreasonable load on our infrastructure, for example through denial-of-service attacks or excessive requests;',
        'interfere with any other person’s use of the Site.',
      ),
      p(
        'If you believe you have found a security vulnerability, please report it to ',
        mailbox,
        ' rather than testing it further. We welcome responsible disclosure.',
      ),
    ),
    section(
      'automated-access',
      'Automated Access',
      p(
        'You may not use robots, scrapers or other automated means to access the Site or copy its content, except for search engines that follow our robots directives and the accessibility tools you use personally. Bulk downloading of brochures, specification sheets or other documents requires our written permission.',
      ),
    ),
    section(
      'chat-assistant',
      'Use of the AI Chat Assistant',
      p('When you use the chat assistant, you must not:'),
      ul(
        'try to make it reveal its instructions, configuration or other users’ data, or otherwise manipulate it through prompt injection;',
        'use it to produce content that is unlawful, harmful, deceptive or unrelated to our products and services at scale;',
        'seek to obtain instructions for defeating safety features of electrical equipment or for working on live equipment without the required qualifications;',
        'share sensitive personal data, such as health or financial information, or personal data about other people;',
        'present its answers as professional engineering, legal or financial advice.',
      ),
      p(
        'Our ',
        link('/responsible-ai-policy', 'Responsible AI Policy'),
        ' explains how the assistant works and how to reach a person.',
      ),
    ),
    section(
      'submissions',
      'Content You Submit',
      p(
        'Information you send us through the contact form, the newsletter form, job applications, chat messages or file uploads must be accurate and yours to share. Uploaded files must be free of malicious code and must not exceed the size and type limits shown on the form. You keep ownership of what you submit; you allow us to use it to answer your request as described in our ',
        link('/privacy-notice', 'Website Privacy Policy'),
        '.',
      ),
    ),
    section(
      'reporting',
      'Reporting Violations',
      p(
        'If you become aware of any use of the Site that breaks this policy, please tell us at ',
        mailbox,
        '. We review every report and may contact you for more information.',
      ),
    ),
    section(
      'enforcement',
      'Enforcement',
      p('If we believe this policy has been broken, we may, at our discretion and without notice:'),
      ul(
        'remove or disable content;',
        'block access to the Site or to any of its features from particular addresses or accounts;',
        'end a chat conversation or decline further requests;',
        'report the matter to law enforcement and cooperate with the authorities.',
      ),
      p('These measures are in addition to any other rights we have under the Site Terms or the law.'),
    ),
    section(
      'changes',
      'Changes to This Policy',
      p(
        'We may update this policy from time to time. The date at the top of the page shows when it was last changed. Continued use of the Site after an update means you accept the revised policy.',
      ),
    ),
    contactSection('contact', 'this policy'),
  ],
};
