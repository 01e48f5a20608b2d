import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading } from './PageLoading';

const meta = { title: 'Site/Shell/PageLoading', component: PageLoading } satisfies Meta<typeof PageLoading>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
