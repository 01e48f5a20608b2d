import {
  acknowledgementListQuerySchema,
  conversationListQuerySchema,
  handoffListQuerySchema,
} from '@ohmstead/contracts/chat-analysis';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { page } from '@/lib/fake-answers';
import type { ListPageState } from '@/lib/use-list-page';
import { AcknowledgementsView } from './AcknowledgementsView';
import { ConversationsView } from './ConversationsView';
import { acknowledgementRows, conversationRows, handoffRows } from './fixtures';
import { HandoffsView } from './HandoffsView';

/** The drill-down lists of CRM Chat Bot Analysis, in each state of the shared admin table. */
const range = { from: '2026-11-11T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' };
const state = <Row,>(items: Row[] | null, changes: Partial<ListPageState<Row>> = {}): ListPageState<Row> => ({
  page: items === null ? null : page(items),
  loading: false,
  error: null,
  retry: fn(),
  ...changes,
});

const meta = {
  title: 'Site/Admin/Chat analysis/Lists',
  component: ConversationsView,
  args: {
    query: conversationListQuerySchema.parse({ ...range, question: 'what is the power router' }),
    update: fn(),
    list: state(conversationRows),
    csvPath: 'ChatAnalysis/GetConversations?format=csv',
    here: '/admin/chatbot-analysis/conversations',
  },
} satisfies Meta<typeof ConversationsView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Conversations: Story = {};
export const ConversationsLoading: Story = { args: { list: state<(typeof conversationRows)[number]>(null) } };
export const ConversationsEmpty: Story = { args: { list: state([]) } };
export const ConversationsFailed: Story = {
  args: {
    list: state<(typeof conversationRows)[number]>(null, { error: 'The server could not be reached.' }),
  },
};

const handoffArgs = {
  query: handoffListQuerySchema.parse(range),
  update: fn(),
  csvPath: 'ChatAnalysis/GetHandoffList?format=csv',
  here: '/admin/chatbot-analysis/handoffs',
};
export const Handoffs: Story = {
  render: () => <HandoffsView {...handoffArgs} list={state(handoffRows)} />,
};
export const HandoffsLoading: Story = {
  render: () => <HandoffsView {...handoffArgs} list={state<(typeof handoffRows)[number]>(null)} />,
};
export const HandoffsEmpty: Story = {
  render: () => <HandoffsView {...handoffArgs} list={state([])} />,
};
export const HandoffsFailed: Story = {
  render: () => (
    <HandoffsView
      {...handoffArgs}
      list={state<(typeof handoffRows)[number]>(null, { error: 'Please sign in.' })}
    />
  ),
};

const acknowledgementArgs = {
  query: acknowledgementListQuerySchema.parse({ ...range, version: '2026-11-21a' }),
  update: fn(),
  csvPath: 'ChatAnalysis/GetAcknowledgements?format=csv',
  here: '/admin/chatbot-analysis/acknowledgements',
};
export const Acknowledgements: Story = {
  render: () => <AcknowledgementsView {...acknowledgementArgs} list={state(acknowledgementRows)} />,
};
export const AcknowledgementsLoading: Story = {
  render: () => (
    <AcknowledgementsView {...acknowledgementArgs} list={state<(typeof acknowledgementRows)[number]>(null)} />
  ),
};
export const AcknowledgementsEmpty: Story = {
  render: () => <AcknowledgementsView {...acknowledgementArgs} list={state([])} />,
};
export const AcknowledgementsFailed: Story = {
  render: () => (
    <AcknowledgementsView
      {...acknowledgementArgs}
      list={state<(typeof acknowledgementRows)[number]>(null, { error: 'The server could not be reached.' })}
    />
  ),
};
