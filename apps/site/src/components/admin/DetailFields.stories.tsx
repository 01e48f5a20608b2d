import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailFields, DetailText } from './DetailFields';

/** The facts and the free text of an admin detail screen (Customer Inquiries, Support Tickets). */
const meta = { title: 'Site/Admin/DetailFields', component: DetailFields } satisfies Meta<
  typeof DetailFields
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fields: Story = {
  args: {
    fields: [
      ['Received', '27/11/2026, 09:12'],
      ['Channel', 'Contact form'],
      ['Company', 'Harbour Logistics Ltd'],
      ['E-mail', 'a.very.long.address.that.has.to.wrap@harbour-logistics.example'],
    ],
  },
};

/** The fields, then a message whose line breaks are kept. */
export const WithText: Story = {
  args: Fields.args,
  render: (args) => (
    <>
      <DetailFields {...args} />
      <DetailText heading="Message">{'Hello,\n\nour charger shows fault E42 since Monday.'}</DetailText>
    </>
  ),
};
