import { contactSection, link, mailbox, p, section, ul } from './blocks';
import type { LegalDocument } from './types';

export const responsibleAiPolicy: LegalDocument = {
  title: 'Responsible AI Policy',
  lastUpdated: 'January 13, 2025',
  summary: [
    p(
      'Ohmstead Power, Inc. ("Ohmstead Power", "we", "us") uses artificial intelligence to help visitors find product, installation and safety information faster. This policy explains how the AI chat assistant on our website works, what it will and will not do, how you can reach a person at any time, and how we handle the conversations you have with it.',
    ),
  ],
  sections: [
    section(
      'scope',
      'Scope',
      p(
        'This policy applies to the AI chat assistant available on ohmsteadpower.com and to any other AI feature we add to the website. It works together with our ',
        link('/acceptable-use-policy', 'Acceptable Use Policy'),
        ', our ',
        link('/privacy-notice', 'Website Privacy Policy'),
        ' and our ',
        link('/site-terms', 'Site Terms'),
        '.',
      ),
    ),
    section(
      'principles',
      'Our Principles',
      p('Every AI feature we build and operate follows these principles:'),
      ul(
        'Transparency: you always know when you are talking to an AI system rather than a person.',
        'Human oversight: a person can take over any conversation, and people remain responsible for every decision that matters.',
        'Safety first: the assistant points to the installation manual and to qualified professionals for electrical work; it never replaces them.',
        'Privacy: we collect only what a conversation needs and keep it only as long as described below.',
        'Accuracy and accountability: answers are grounded in our own reviewed product and safety content, and we correct mistakes we learn about.',
        'Fairness: the assistant is designed to serve every visitor equally and does not profile or rank people.',
      ),
    ),
    section(
      'chat-assistant',
      'The Website Chat Assistant',
      p(
        'The assistant answers questions about our products, solutions, installation and safety. It retrieves its answers from a knowledge base that our engineers and product team maintain: product descriptions, specification sheets, the installation manual and safety guidance. It can also help you send us a contact request or share equipment photos with our support team.',
      ),
      p(
        'The assistant can be wrong. It may misunderstand a question or give an incomplete answer. Always check safety-critical information against the installation manual for your product and local electrical codes, and ask a qualified person when in doubt.',
      ),
    ),
    section(
      'disclosure',
      'Disclosure',
      ul(
        'The chat panel identifies the assistant as an AI system before and during every conversation.',
        'Messages written by the assistant are labelled as bot messages; messages written by our staff are labelled with the agent’s name.',
        'A disclaimer link in the chat panel leads to this policy and to the related policies listed above.',
        'We do not present AI-generated content on the website as the statement of a named person.',
      ),
    ),
    section(
      'human-handoff',
      'Human Handoff',
      p(
        'You can ask to speak with a person at any time, for example by typing "Connect live agent" or using the live-agent control in the chat panel. When an agent is available, the conversation is handed over and the agent can see the messages exchanged so far, so you do not have to repeat yourself.',
      ),
      p(
        'When no agent is available, the assistant offers a contact form so that our team can follow up by e-mail or phone. You can also reach us directly at ',
        mailbox,
        '.',
      ),
    ),
    section(
      'no-significant-decisions',
      'No Decisions with Legal or Similarly Significant Effect',
      p(
        'The assistant provides information only. It does not make, and is not used to make, any decision that produces legal effects for you or affects you in a similarly significant way. In particular, it does not:',
      ),
      ul(
        'issue binding quotes, accept orders or enter into contracts on our behalf;',
        'decide warranty, return or service claims;',
        'assess creditworthiness or set commercial terms;',
        'screen, rank or decide on job applicants;',
        'authorise the installation, energisation or modification of electrical equipment.',
      ),
      p(
        'Any such decision is made by an authorised Ohmstead Power employee through our normal business processes.',
      ),
    ),
    section(
      'data-retention',
      'Conversation Data and Retention',
      ul(
        'Chat history is stored in your own browser so that the conversation survives a page change. It is cleared automatically after 15 minutes of inactivity; the panel warns you before that happens. You can also clear it at any time by closing the conversation.',
        'Messages are sent to our servers only to produce an answer, to hand the conversation to an agent, or to create a support ticket you request.',
        'Transcripts of live-agent conversations and the contact details you submit are kept in our support systems for as long as needed to resolve your request and meet our legal obligations, as described in our Website Privacy Policy.',
        'Photos you upload through the chat are used only to assess the equipment they show and are stored with the related support ticket.',
        'We do not sell conversation data and do not allow third parties to use it to train their AI models.',
      ),
    ),
    section(
      'third-party-models',
      'Third-Party AI Services',
      p(
        'By default the assistant runs on our own infrastructure. If we use a third-party language model service, we select providers whose contracts prohibit them from using your conversations to train their models and require them to protect the data with appropriate security measures. The answer is still grounded in our own knowledge base.',
      ),
    ),
    section(
      'safety',
      'Safety Content',
      p(
        'Power routers and chargers operate at hazardous voltages. The assistant may present safety instructions before answering installation questions and may ask you to acknowledge them. Installation, maintenance and repair must be carried out by qualified personnel in accordance with the installation manual, the product labels and applicable codes.',
      ),
    ),
    section(
      'governance',
      'Governance and Review',
      ul(
        'Our engineering and product leadership own this policy and review it at least once a year and whenever we introduce a new AI feature.',
        'Changes to the knowledge base are reviewed by subject-matter experts before they are published to the assistant.',
        'We monitor conversations in aggregate to find wrong or unhelpful answers and correct the underlying content.',
      ),
    ),
    section(
      'feedback',
      'Reporting Concerns',
      p(
        'If the assistant gave you an answer that seems wrong, unsafe or inappropriate, please tell us at ',
        mailbox,
        '. Include the date and time of the conversation and, if possible, the question you asked.',
      ),
    ),
    contactSection('contact', 'this policy or our use of AI'),
  ],
};
