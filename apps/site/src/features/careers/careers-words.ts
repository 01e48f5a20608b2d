/** The careers page's texts (docs/product.md §2.2 "Careers page"); the application's messages are the contracts'. */
export const CAREERS_EMAIL = 'careers@ohmsteadpower.com';

export const careersText = {
  heading: 'Careers',
  eyebrow: 'Life at Ohmstead Power',
  culture:
    'We are engineers, builders and problem-solvers on a mission to make electrification simple. At ' +
    'Ohmstead Power you work in small teams with real ownership, learn from colleagues who love hard ' +
    'problems, and see the hardware you helped build power fleets, buildings and datacenters.',
  benefitsLabel: 'Benefits',
  benefits: [
    {
      icon: 'health',
      title: 'Health Insurance',
      text: 'Medical, dental and vision cover for you and your family.',
    },
    {
      icon: 'flexible',
      title: 'Flexible Work Arrangements',
      text: 'Hours that fit your life around the work on site.',
    },
    {
      icon: 'growth',
      title: 'Professional Development',
      text: 'Training, certifications and conferences to keep you growing.',
    },
    { icon: 'time-off', title: 'Paid Time Off', text: 'Generous vacation, holidays and sick leave.' },
  ],
  jobsHeading: 'Join Our Team',
  jobsIntro: 'Open positions. Select a position to read the details and apply.',
  keyResponsibilities: 'Key Responsibilities',
  requirements: 'Requirements',
  qualifications: 'Qualifications',
  required: 'Required',
  preferred: 'Preferred',
  applyNow: 'Apply Now',
  applyNowFor: (jobTitle: string) => `Apply Now: ${jobTitle}`,
  closingHeading: 'Apply Now',
  closingBefore: 'To apply, email your resume and a detailed cover letter to ',
  closingAfter: ' with the position you are applying for in the subject line.',
  closingContactBefore: 'Questions about working with us? ',
  closingContactLink: 'Contact Us',
  closingContactAfter: ' and our team will be glad to help.',
} as const;

export type BenefitIconName = (typeof careersText.benefits)[number]['icon'];

/** The application modal's own texts (labels and buttons); its rule messages are jobApplicationMessages. */
export const applyText = {
  title: (jobTitle: string) => `Apply for ${jobTitle}`,
  labels: {
    name: 'Full Name',
    email: 'Email',
    contact: 'Contact Number',
    resume: 'Upload CV',
    experience: 'Total Experience',
  },
  phoneInfoButton: 'Phone number format',
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Submit',
  submitting: 'Submitting…',
  closeLabel: 'Close application form',
} as const;
