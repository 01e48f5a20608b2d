import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'Site/News/Pagination',
  component: Pagination,
  args: {
    page: 2,
    total: 9,
    pageSize: 3,
    hrefFor: (page: number) => `/news-events/page_${page}`,
    label: 'Pages',
  },
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const ManyPages: Story = { args: { page: 7, total: 60 } };
