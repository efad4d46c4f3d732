import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { commitTypedMutation } from '../../relay/typedMutation';
import type { telemetryRecordMutation } from './__generated__/telemetryRecordMutation.graphql';
import { tabId } from './tabId';
import { TelemetryQueue, type TelemetryEvent, type TelemetryType } from './telemetryQueue';

const recordMutation = graphql`
  mutation telemetryRecordMutation($input: RecordTelemetryEventsInput!) {
    recordTelemetryEvents(input: $input) {
      ... on MutationRecordTelemetryEventsSuccess {
        data {
          recorded
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Sends a batch with the tab's session id. Only a lost request is worth sending again: a refusal
 * (a signed-out session, an event the server does not take) would be refused again.
 */
const sender = (environment: IEnvironment) => async (events: readonly TelemetryEvent[]) => {
  await commitTypedMutation<telemetryRecordMutation>(environment, recordMutation, {
    input: { sessionId: tabId(), events: events.map((e) => ({ type: e.type, timestamp: e.timestamp, payload: JSON.stringify(e.payload) })) },
  });
};

let queue: TelemetryQueue | null = null;

/** Records an event of the app's own working (spec part 2 §3); sent in the background, in batches. */
export function recordTelemetry(environment: IEnvironment, type: TelemetryType, payload: Record<string, unknown>) {
  if (!queue) {
    const created = new TelemetryQueue(sender(environment));
    // What waits goes out when the tab is hidden or closed (later it might never be sent).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flush();
    });
    queue = created;
  }
  queue.record(type, payload);
}
