import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { commitLocalUpdate, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ProtocolDocument } from '../../../common/protocolDocument';
import type { EditOperation } from '../../../common/protocolEdits';
import { deProtocols } from '../../i18n/deProtocols';
import type { ServerError } from '../../relay/typedMutation';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import { recordTelemetry } from '../telemetry/telemetry';
import { browserStorage, editStorage } from './editStorage';
import { AUTOSAVE_DELAY_MS, EditSession, type EditorState } from './editSession';
import { operationInput } from './operationInput';
import type { useProtocolEditorRefetchQuery } from './__generated__/useProtocolEditorRefetchQuery.graphql';
import type { useProtocolEditorSaveMutation } from './__generated__/useProtocolEditorSaveMutation.graphql';
import type { useProtocolEditorSubscription } from './__generated__/useProtocolEditorSubscription.graphql';

const t = deProtocols.editor;

// The info toast 'Automatisch gespeichert' (spec part 2 §8) comes at most once a minute: autosave
// runs after every pause in typing, and a toast every few seconds would cover the page and pull
// the eye away from the text. The status line next to the title tells every save as it happens.
const AUTOSAVE_TOAST_INTERVAL_MS = 60_000;

// Only what the save needs to know comes back: the answer stays as small as the change (the
// document is not sent back; the editor applies the same operations to its own copy).
const saveMutation = graphql`
  mutation useProtocolEditorSaveMutation($input: EditProtocolInput!) {
    editProtocol(input: $input) {
      ... on MutationEditProtocolSuccess {
        data {
          revision
          conflicts {
            operation
            reason
            currentValue
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

// Every saved change of the protocol (this tab's, others') arrives here with the new revision.
const changesSubscription = graphql`
  subscription useProtocolEditorSubscription($protocolId: String!) {
    protocolProcessing(protocolId: $protocolId) {
      protocol {
        revision
        status
        canEdit
      }
    }
  }
`;

// The server's current document when others saved meanwhile; it lands in the store, and the page
// hands it to the editor.
const refetchQuery = graphql`
  query useProtocolEditorRefetchQuery($protocolId: String!) {
    viewer {
      protocol(protocolId: $protocolId) {
        revision
        status
        canEdit
        document {
          ...versionDocument_document
        }
      }
    }
  }
`;

export interface EditorProtocol {
  /** Global id (Protocol.id) */
  id: string;
  /** Plain UUID (Protocol.protocolId) */
  protocolId: string;
  revision: number;
  /** The server's document: a new object whenever the server sent a new one. */
  document: ProtocolDocument;
}

export interface ProtocolEditor {
  state: EditorState;
  /** Applies one change at once and saves it shortly after; returns the rules' German refusal, or null. */
  edit: (op: EditOperation) => string | null;
  /** Saves now ('Speichern', Ctrl+S); `then` learns whether everything got saved. */
  save: (then?: (saved: boolean) => void) => void;
  resolve: (key: string, choice: 'mine' | 'theirs') => void;
  hasUnsaved: () => boolean;
}

type Trigger = 'auto' | 'explicit';

const refusalIndex = (error: ServerError): number | null => {
  const index = /^operations\.(\d+)$/.exec(error.fields[0]?.field ?? '')?.[1];
  return index === undefined ? null : Number(index);
};

/**
 * The editor's state and its saving: every change applied at once, saved 1.5 s after the last
 * one (or at once with Speichern), kept on the device until the server has it; conflicts with
 * others' saves come back for the user to decide; others' saves are fetched when this tab has
 * nothing waiting.
 */
export function useProtocolEditor(protocol: EditorProtocol): ProtocolEditor {
  const { id, protocolId } = protocol;
  const environment = useRelayEnvironment();
  const [session] = useState(
    () => new EditSession(protocol.document, protocol.revision, editStorage(browserStorage(), protocolId), { onRefused: (message) => toast.error(t.refusedTitle, message) }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const [commitSave] = useTypedMutation<useProtocolEditorSaveMutation>(saveMutation);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Callbacks of explicit saves waiting for everything to be saved (or a failure). */
  const afterSaved = useRef<((saved: boolean) => void)[]>([]);
  const explicitWaiting = useRef(false);
  const lastAutosaveToast = useRef(0);
  const failureShown = useRef(false);
  const mounted = useRef(true);

  useEffect(() => session.adopt(protocol.document, protocol.revision), [session, protocol.document, protocol.revision]);

  const saveRef = useRef<(trigger: Trigger) => void>(() => {});
  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => saveRef.current('auto'), AUTOSAVE_DELAY_MS);
  }, []);

  const refetch = useCallback(() => {
    fetchQuery<useProtocolEditorRefetchQuery>(environment, refetchQuery, { protocolId }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, protocolId]);

  const saveNow = useCallback(
    function saveNow(trigger: Trigger) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const explicit = trigger === 'explicit' || explicitWaiting.current;
      const batch = session.takeBatch();
      if (!batch) {
        if (explicit && session.isSaving()) explicitWaiting.current = true;
        else if (explicit && !session.hasUnsaved()) finishExplicit();
        return;
      }
      explicitWaiting.current = false;
      const variables = { input: { protocolId: id, operations: batch.map(operationInput) } };
      const measured = { protocolId, operations: batch.length, bytes: new TextEncoder().encode(JSON.stringify(variables)).length, trigger };
      const started = performance.now();
      const durationMs = () => Math.round(performance.now() - started);

      const fail = (error: string, message: string | null, refused: number | null = null, reload = false) => {
        explicitWaiting.current = false;
        session.failed(message, refused);
        settleWaiting(false);
        recordTelemetry(environment, 'autosave_error', { ...measured, durationMs: durationMs(), error });
        // Shown also after leaving the page: the user must learn that something was not saved.
        if (!failureShown.current) {
          failureShown.current = true;
          toast.error(t.saveFailed, message ?? undefined, { label: t.retry, onAction: () => saveNow('explicit') });
        }
        // Finalised, in processing, gone or no longer ours: the page shows what the protocol is now.
        if (reload) refetch();
        // The refused operation is dropped: the rest can go.
        if (refused !== null && session.hasPending()) schedule();
      };
      const refusedReload = (error: ServerError) => fail(error.__typename, error.message, null, true);

      commitSave({
        variables,
        onSuccess: (data) => {
          // Speichern pressed while this save was on its way counts for it too.
          const wanted = explicit || explicitWaiting.current;
          explicitWaiting.current = false;
          session.saved(data, wanted ? 'explicit' : 'auto');
          recordTelemetry(environment, 'autosave_success', { ...measured, durationMs: durationMs(), conflicts: data.conflicts.length });
          failureShown.current = false;
          if (session.hasPending()) {
            if (wanted) saveNow('explicit');
            else schedule();
            return;
          }
          // Saved, but not all of it: the conflicts are decided first.
          if (session.getState().conflicts.length > 0) return settleWaiting(false);
          if (wanted) return finishExplicit();
          if (mounted.current && Date.now() - lastAutosaveToast.current >= AUTOSAVE_TOAST_INTERVAL_MS) {
            lastAutosaveToast.current = Date.now();
            toast.info(t.autosaved);
          }
        },
        onRefused: {
          ValidationError: (error) => fail(error.__typename, error.fields[0]?.message ?? error.message, refusalIndex(error)),
          ProtocolFinalizedError: refusedReload,
          ProtocolInProcessingError: refusedReload,
          ProtocolNotFoundError: refusedReload,
          AccessDeniedError: refusedReload,
        },
        onFailed: (reason) => fail(reason ? 'refused' : 'network', reason ?? null),
        onSignedOut: () => session.failed(null),
      });

      function finishExplicit() {
        if (mounted.current) toast.success(t.saved);
        settleWaiting(true);
      }

      function settleWaiting(saved: boolean) {
        const callbacks = afterSaved.current;
        afterSaved.current = [];
        for (const callback of callbacks) callback(saved);
      }
    },
    [session, id, protocolId, environment, commitSave, refetch, schedule],
  );

  useEffect(() => {
    saveRef.current = saveNow;
  }, [saveNow]);

  const edit = useCallback(
    (op: EditOperation) => {
      const refusal = session.edit(op);
      if (refusal) toast.error(t.refusedTitle, refusal);
      else schedule();
      return refusal;
    },
    [session, schedule],
  );

  const save = useCallback(
    (then?: (saved: boolean) => void) => {
      if (then) afterSaved.current.push(then);
      saveNow('explicit');
    },
    [saveNow],
  );

  const resolve = useCallback(
    (key: string, choice: 'mine' | 'theirs') => {
      session.resolve(key, choice);
      if (session.hasPending()) schedule();
    },
    [session, schedule],
  );

  // Others saved: fetch their document when nothing of this tab waits (else the next save's answer tells).
  const subscription = useMemo<GraphQLSubscriptionConfig<useProtocolEditorSubscription>>(
    () => ({
      subscription: changesSubscription,
      variables: { protocolId },
      onNext: (response) => {
        const revision = response?.protocolProcessing.protocol?.revision;
        if (revision !== undefined && session.isBehind(revision) && !session.hasUnsaved()) refetch();
      },
    }),
    [protocolId, session, refetch],
  );
  useSubscription(subscription);

  useEffect(() => {
    if (state.needsRefetch) refetch();
  }, [state.needsRefetch, refetch]);

  // Ctrl+S / Cmd+S saves the protocol instead of the browser saving the page.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveNow('explicit');
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [saveNow]);

  // Closing the tab or reloading with unsaved changes: the browser asks (its own words; what was typed stays on the device anyway).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (session.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [session]);

  // Leaving the editor (another page, an earlier version): what waits is sent at once, and the
  // store forgets this protocol, whose document it holds as it was when the page opened.
  // The document the page had may come from Relay's store, which does not follow this tab's
  // saves: the server's current one replaces it. Changes left on the device are saved.
  useEffect(() => {
    mounted.current = true;
    refetch();
    if (session.hasPending()) schedule();
    return () => {
      mounted.current = false;
      if (session.hasPending()) saveRef.current('auto');
      commitLocalUpdate(environment, (store) => store.get(id)?.invalidateRecord());
    };
  }, [session, environment, id, refetch, schedule]);

  return { state, edit, save, resolve, hasUnsaved: useCallback(() => session.hasUnsaved(), [session]) };
}
