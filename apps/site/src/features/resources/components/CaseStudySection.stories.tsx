import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureCaseStudies } from '@/lib/feeds/test-fixtures';
import { electrificationDocuments, resourcesPath } from '../resources-paths';
import { CaseStudySection } from './CaseStudySection';
import { DocumentMenu } from './DocumentMenu';

const meta = {
  title: 'Site/Resources/CaseStudySection',
  component: CaseStudySection,
  args: {
    title: 'Electrification',
    state: { status: 'ready', feeds: fixtureCaseStudies, total: 7 },
    page: 1,
    hrefFor: (page: number) => resourcesPath(page, 1),
    actions: (
      <>
        <DocumentMenu label="Spec Sheet" documents={electrificationDocuments.specSheet} />
        <DocumentMenu label="Brochure" documents={electrificationDocuments.brochure} />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseStudySection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithDropdowns: Story = {};
export const Loading: Story = { args: { state: { status: 'loading', feeds: [], total: 0 } } };
export const PastTheEnd: Story = { args: { page: 9, state: { status: 'empty', feeds: [], total: 7 } } };
