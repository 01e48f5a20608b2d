import type { Job } from '@ohmstead/contracts/jobs';
import { useId, useMemo, useState } from 'react';
import { ChevronIcon } from '@/components/icons';
import { sanitizeHtml } from '@/lib/safe-html';
import { careersText as t } from '../careers-words';
// The shared .button look (ButtonLink's styles) for plain buttons.
import '@/components/ButtonLink.css';
import './JobAccordion.css';

export interface JobAccordionProps {
  jobs: Job[];
  /** 'Apply Now' of a job. */
  onApply: (job: Job) => void;
  /** The pointer or focus reached an 'Apply Now': a chance to load the modal before the press. */
  onApplyIntent?: () => void;
  /** The job open at first; none by default. */
  initiallyOpen?: string;
}

/**
 * 'Join Our Team' (docs/product.md §2.2): one disclosure button per job (aria-expanded, aria-controls); opening
 * one closes the other, so only one job is open at a time.
 */
export function JobAccordion({ jobs, onApply, onApplyIntent, initiallyOpen }: JobAccordionProps) {
  const [openId, setOpenId] = useState<string | undefined>(initiallyOpen);
  const baseId = useId();
  return (
    <div className="job-accordion">
      {jobs.map((job) => (
        <JobItem
          key={job.id}
          job={job}
          idPrefix={`${baseId}-${job.id}`}
          open={openId === job.id}
          onToggle={() => setOpenId((current) => (current === job.id ? undefined : job.id))}
          onApply={() => onApply(job)}
          onApplyIntent={onApplyIntent}
        />
      ))}
    </div>
  );
}

interface JobItemProps {
  job: Job;
  idPrefix: string;
  open: boolean;
  onToggle: () => void;
  onApply: () => void;
  onApplyIntent?: () => void;
}

function JobItem({ job, idPrefix, open, onToggle, onApply, onApplyIntent }: JobItemProps) {
  const titleId = `${idPrefix}-title`;
  const factsId = `${idPrefix}-facts`;
  const departmentId = `${idPrefix}-department`;
  const panelId = `${idPrefix}-panel`;
  const aboutHtml = useMemo(() => sanitizeHtml(job.aboutCompany.description), [job.aboutCompany.description]);
  const facts = [job.location, job.type, job.schedule].filter(Boolean);
  return (
    <article className={`job-item${open ? ' job-item--open' : ''}`}>
      {/* The button holds the title alone, so its name is exactly its visible text (axe:
          label-content-name-mismatch); department and facts describe it, and its ::after covers the
          whole header, so a click anywhere on the header still toggles the job. */}
      <div className="job-item__header">
        <span className="job-item__department" id={departmentId}>
          {job.department}
        </span>
        <h3 className="job-item__heading">
          <button
            type="button"
            className="job-item__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={`${departmentId} ${factsId}`}
            onClick={onToggle}
          >
            <span className="job-item__title" id={titleId}>
              {job.title}
            </span>
          </button>
        </h3>
        <span className="job-item__facts" id={factsId}>
          {facts.map((fact) => (
            <span key={fact} className="job-item__fact">
              {fact}
            </span>
          ))}
        </span>
        <span className="job-item__chevron" aria-hidden="true">
          <ChevronIcon size={20} />
        </span>
      </div>
      <div id={panelId} role="region" aria-labelledby={titleId} className="job-item__panel" hidden={!open}>
        {/* docs/product.md §2.2: the description is shown only when the job has no location. */}
        {!job.location && job.description && <p className="job-item__description">{job.description}</p>}
        <JobList heading={t.keyResponsibilities} items={job.keyResponsibilities} />
        <JobList heading={t.requirements} items={job.requirements} />
        <section className="job-item__section">
          <h4>{t.qualifications}</h4>
          <JobList heading={t.required} items={job.qualifications.required} level="h5" />
          <JobList heading={t.preferred} items={job.qualifications.preferred} level="h5" />
        </section>
        <section className="job-item__section job-item__about">
          <h4>{job.aboutCompany.title}</h4>
          <div className="job-item__about-text" dangerouslySetInnerHTML={{ __html: aboutHtml }} />
        </section>
        <button
          type="button"
          className="button button--primary job-item__apply"
          // Starts with the visible words, so speech users can say what they see.
          aria-label={t.applyNowFor(job.title)}
          onClick={onApply}
          onPointerEnter={onApplyIntent}
          onFocus={onApplyIntent}
        >
          {t.applyNow}
        </button>
      </div>
    </article>
  );
}

function JobList({
  heading,
  items,
  level = 'h4',
}: {
  heading: string;
  items: string[];
  level?: 'h4' | 'h5';
}) {
  if (items.length === 0) return null;
  const Heading = level;
  return (
    <section className="job-item__section">
      <Heading>{heading}</Heading>
      <ul className="job-item__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
