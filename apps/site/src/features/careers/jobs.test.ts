import { JOB_TITLES } from '@ohmstead/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { jobs } from './jobs';

describe('the careers jobs', () => {
  it('are the two titles the server accepts as JobType, in that order', () => {
    expect(jobs.map((job) => job.title)).toEqual([...JOB_TITLES]);
  });

  it('give a description exactly where there is no location (docs/product.md §2.2)', () => {
    for (const job of jobs) expect(Boolean(job.description)).toBe(!job.location);
  });
});
