import { KEY_ROOTS } from '@/lib/contract/keys';
import { PROMOTER_STATES } from '@/lib/contract/values';
import { defineList, TIME_COLUMN } from './define';

// The network's list: the operator's promoter applications (spec §2 /extensionOfficer), drawn
// by its screen as a timeline of its own; exported by its state (a filter the upstream does not apply).

export const promoterList = defineList('promoter/getlist', {
  name: 'promoters',
  key: [...KEY_ROOTS.network, 'promoter'],
  title: 'network.promoter.mine',
  filters: [],
  keep: { param: 'state', field: 'state' },
  columns: [
    TIME_COLUMN,
    { id: 'state', label: 'network.promoter.columns.state', kind: 'state', field: 'state', words: PROMOTER_STATES.map((value) => ({ value, label: `network.promoter.states.${value}` })) },
    { id: 'remark', label: 'network.promoter.columns.remark', kind: 'text', field: 'remark' },
  ],
});
