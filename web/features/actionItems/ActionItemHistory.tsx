import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatDate } from '../../../common/dates';
import { deActionItems as t } from '../../i18n/deActionItems';
import type { ActionItemHistoryQuery } from './__generated__/ActionItemHistoryQuery.graphql';

// The Verlauf's fields, read here and brought back by every change of the item (updateActionItem.ts),
// spread unmasked so each operation's data carries them. Relay's compiler reads it from here.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions
graphql`
  fragment ActionItemHistory_actionItem on ActionItem {
    history {
      kind
      fromValue
      toValue
      createdAt
      protocol {
        title
      }
    }
  }
`;

/** An item's Verlauf, loaded when opened (a list of 50 items carries none): raised, carried, re-dated, handed over, done. */
export function ActionItemHistory({ actionItemId, number }: { actionItemId: string; number: number }) {
  const { node } = useLazyLoadQuery<ActionItemHistoryQuery>(
    graphql`
      query ActionItemHistoryQuery($id: ID!) {
        node(id: $id) {
          ...ActionItemHistory_actionItem @relay(mask: false) @alias(as: "item")
        }
      }
    `,
    { id: actionItemId },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <ol aria-label={`${t.history} ${t.number(number)}`} className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">
      {(node?.item?.history ?? []).map((event, index) => (
        <li key={index}>
          <span className="text-slate-500">{formatDate(event.createdAt)}: </span>
          {t.events[event.kind as keyof typeof t.events]?.(event.protocol?.title ?? null, event.fromValue, event.toValue) ?? event.kind}
          {event.kind !== 'RAISED' && event.kind !== 'CARRIED' && event.protocol ? t.inProtocol(event.protocol.title) : ''}
        </li>
      ))}
    </ol>
  );
}
