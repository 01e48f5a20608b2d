import type { Job } from '@ohmstead/contracts/jobs';
import { lazy, Suspense, useState } from 'react';
import { notOnTheServer } from '@/lib/not-on-the-server';
import { usePageTags } from '@/lib/page-tags';
import { careersText as t } from '../careers-words';
import { ApplyClosing } from '../components/ApplyClosing';
import { CareersHero } from '../components/CareersHero';
import { JobAccordion } from '../components/JobAccordion';
import { jobs } from '../jobs';
import './CareersPage.css';

/** The application modal (form, captcha, zod) is its own chunk, fetched when an 'Apply Now' is near. */
const loadApplyModal = () => (import.meta.env.SSR ? notOnTheServer() : import('../components/ApplyModal'));
const ApplyModal = lazy(async () => ({ default: (await loadApplyModal()).ApplyModal }));
const preloadApplyModal = () => void loadApplyModal();

/** /careers (docs/product.md §2.2): hero with benefits, the 'Join Our Team' jobs, the closing Apply Now block. */
export function CareersPage() {
  usePageTags('Careers');
  // `opening` counts the openings: each one mounts a fresh modal, so no earlier state survives.
  const [application, setApplication] = useState<{ job: Job; opening: number } | null>(null);
  const [openings, setOpenings] = useState(0);

  const apply = (job: Job) => {
    setOpenings((n) => n + 1);
    setApplication({ job, opening: openings + 1 });
  };

  return (
    <div className="careers-page">
      <CareersHero />
      <section className="container careers-page__jobs" aria-labelledby="careers-jobs-heading">
        <h2 id="careers-jobs-heading">{t.jobsHeading}</h2>
        <p className="careers-page__intro">{t.jobsIntro}</p>
        <JobAccordion jobs={jobs} onApply={apply} onApplyIntent={preloadApplyModal} />
      </section>
      <div className="container careers-page__closing">
        <ApplyClosing />
      </div>
      {application && (
        <Suspense fallback={null}>
          <ApplyModal key={application.opening} job={application.job} onClose={() => setApplication(null)} />
        </Suspense>
      )}
    </div>
  );
}
