import { CtaBand } from '@/components/CtaBand';
import { Hero } from '@/components/hero/Hero';
import { usePageTags } from '@/lib/page-tags';
import { BlockSection } from '../components/BlockSection';
import {
  datacenterBlocks,
  datacenterBlocksIntro,
  datacenterCta,
  datacenterHero,
} from '../content/datacenter-solutions';

/** Datacenter solutions (docs/product.md §1.2, key DatacenterSolutions). */
export function DatacenterSolutionsPage() {
  usePageTags('DatacenterSolutions');
  return (
    <>
      <Hero content={datacenterHero} />
      <BlockSection id="datacenter-blocks-title" {...datacenterBlocksIntro} blocks={datacenterBlocks} />
      <CtaBand {...datacenterCta} />
    </>
  );
}
