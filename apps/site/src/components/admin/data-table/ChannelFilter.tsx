import { ENQUIRY_CHANNELS } from '@ohmstead/contracts/inquiries';
import { channelFilterWords as t, enquiryChannelWords } from '../enquiry-channel-words';
import { labelledOptions } from './list-filter-props';
import { SelectFilter } from './SelectFilter';

const OPTIONS = labelledOptions(ENQUIRY_CHANNELS, enquiryChannelWords);

/** The enquiry lists' filter by channel (contact page, chat forms), bound by `listFilterProps().select`. */
export function ChannelFilter(props: { value: string | undefined; onChange: (value: string) => void }) {
  return <SelectFilter label={t.label} anyLabel={t.any} options={OPTIONS} {...props} />;
}
