import {
  commitMutation,
  ConnectionHandler,
  createOperationDescriptor,
  createReaderSelector,
  Environment,
  getSelector,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type ReaderFragment,
  type SingularReaderSelector,
} from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProjectCardFragment from '../../pages/dashboard/__generated__/ProjectCard_project.graphql';
import ProjectSectionPaginationQuery from '../../pages/dashboard/__generated__/ProjectSectionPaginationQuery.graphql';
import ProjectSectionFragment from '../../pages/dashboard/__generated__/ProjectSection_viewer.graphql';
import ProjectStatsFragment from '../../pages/projects/__generated__/ProjectStats_project.graphql';
import ProjectActionsMenuFragment from './__generated__/ProjectActionsMenu_project.graphql';
import ProjectBadgesFragment from './__generated__/ProjectBadges_project.graphql';
import ProjectDialogCreateMutation from './__generated__/ProjectDialogCreateMutation.graphql';
import ProjectDialogViewerFragment from './__generated__/ProjectDialog_viewer.graphql';
import projectPayloadProjectFragment from './__generated__/projectPayload_project.graphql';
import { insertTemporaryProject } from './optimistic';
import { PROJECT_LIST_CONNECTION_KEY } from './projectConnection';
import { isTemporaryProject } from './projectRules';

// The dashboard's list, its cards and their parts each read a project through a fragment of their
// own. The temporary project of an optimistic create and the server's record that replaces it
// must satisfy all of them: a field left out would render as undefined (and, for the server's
// answer, make Relay warn about the payload). Every fragment reference met while reading is
// followed; one not listed here fails the test, so a new fragment cannot slip past.
const FRAGMENTS = new Map<string, ReaderFragment>(
  [
    ProjectSectionFragment,
    ProjectDialogViewerFragment,
    ProjectCardFragment,
    ProjectBadgesFragment,
    ProjectActionsMenuFragment,
    ProjectStatsFragment,
    projectPayloadProjectFragment,
  ].map((fragment) => [fragment.name, fragment]),
);

const VIEWER_ID = 'viewer-1';
const connectionId = ConnectionHandler.getConnectionID(VIEWER_ID, PROJECT_LIST_CONNECTION_KEY);
const NEW_FIELDS = { name: 'Neubau Kita', number: 'K-7', address: 'Hauptstraße 1\n12345 Musterstadt' };

const stats = (protocolCount: number) => ({
  protocolCount,
  completedProtocols: 0,
  participantCount: 3,
  openActionItems: 2,
  completedActionItems: 1,
  overdueActionItems: 0,
  completionPercentage: 33,
  lastActivity: '2026-01-10T09:00:00.000Z',
});
const serverProject = (id: string, name: string) => ({
  __typename: 'Project',
  id,
  projectId: `${id}-uuid`,
  name,
  number: null,
  address: null,
  archived: false,
  accessLevel: 'FULL',
  stats: stats(1),
});

let warnings: unknown[][];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A store holding the dashboard's list with one saved project; the network answers `respond`. */
function setup(respond: () => GraphQLResponse) {
  let answer: (response: GraphQLResponse) => void = () => {};
  const environment = new Environment({
    network: Network.create(() => new Promise<GraphQLResponse>((resolve) => (answer = resolve))),
    store: new Store(new RecordSource()),
  });
  const list = createOperationDescriptor(ProjectSectionPaginationQuery, { count: 100, cursor: null });
  environment.commitPayload(list, {
    viewer: {
      id: VIEWER_ID,
      archivedProjectCount: 0,
      projectLimit: { canCreateNew: true, maxAllowed: 5, restrictedProjects: 0 },
      projects: {
        edges: [{ cursor: 'c1', node: serverProject('project-1', 'Altbau Schule') }],
        pageInfo: { endCursor: 'c1', hasNextPage: false },
      },
    },
  });
  return { environment, list, answerNow: () => answer(respond()) };
}

/** Reads the fragment and, recursively, every fragment its data refers to; names what is missing. */
function readAll(environment: Environment, selector: SingularReaderSelector, name: string, seen: Set<string>, missing: string[]) {
  const snapshot = environment.lookup(selector);
  seen.add(name);
  if (snapshot.isMissingData) missing.push(`${name} on ${selector.dataID}`);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value == null || typeof value !== 'object') return;
    const refs = (value as { __fragments?: Record<string, unknown> }).__fragments;
    for (const spread of Object.keys(refs ?? {})) {
      const fragment = FRAGMENTS.get(spread);
      if (!fragment) throw new Error(`fragment ${spread} is not listed in FRAGMENTS`);
      readAll(environment, getSelector(fragment, value) as SingularReaderSelector, spread, seen, missing);
    }
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('__')) visit(child);
  };
  visit(snapshot.data);
}

/** The list as the dashboard reads it: the projects' ids, and which fragments were read with data missing. */
function readList(environment: Environment, list: ReturnType<typeof setup>['list']) {
  const seen = new Set<string>();
  const missing: string[] = [];
  readAll(environment, createReaderSelector(ProjectSectionFragment, VIEWER_ID, { count: 100, cursor: null }, list.request), ProjectSectionFragment.name, seen, missing);
  const data = environment.lookup(createReaderSelector(ProjectSectionFragment, VIEWER_ID, { count: 100, cursor: null }, list.request)).data as {
    projects: { edges: { node: { id: string; name: string } }[] };
  };
  return { nodes: data.projects.edges.map((edge) => edge.node), seen, missing };
}

describe('optimistic create', () => {
  it('shows the temporary project with every field the list, card, badges, menu and payload read, then the server record in its place', async () => {
    const { environment, list, answerNow } = setup(() => ({
      data: {
        createProject: {
          __typename: 'MutationCreateProjectSuccess',
          data: {
            projectEdge: { cursor: 'c2', node: serverProject('project-2', NEW_FIELDS.name) },
            viewer: {
              id: VIEWER_ID,
              archivedProjectCount: 0,
              projectLimit: { canCreateNew: true, currentCount: 2, maxAllowed: 5, accessibleProjects: 2, restrictedProjects: 0, isUnlimited: false },
              projects: { nodes: [serverProject('project-2', NEW_FIELDS.name), serverProject('project-1', 'Altbau Schule')] },
            },
          },
        },
      },
    }));

    const completed = new Promise<void>((resolve, reject) => {
      commitMutation(environment, {
        mutation: ProjectDialogCreateMutation,
        variables: { input: NEW_FIELDS, connections: [connectionId] },
        optimisticUpdater: (store) => insertTemporaryProject(store, VIEWER_ID, [connectionId], NEW_FIELDS),
        onCompleted: () => resolve(),
        onError: reject,
      });
    });

    // Before the server answers: the temporary entry first, complete for every fragment.
    const optimistic = readList(environment, list);
    expect(optimistic.nodes.map((node) => node.name)).toEqual([NEW_FIELDS.name, 'Altbau Schule']);
    const temporaryId = optimistic.nodes[0]!.id;
    expect(isTemporaryProject(temporaryId)).toBe(true);
    expect(optimistic.missing).toEqual([]);
    expect([...optimistic.seen]).toEqual(expect.arrayContaining(['ProjectCard_project', 'ProjectBadges_project', 'ProjectActionsMenu_project']));
    // Everything the mutation asks back (so also the project page's figures) is there too.
    const payloadSeen = new Set<string>();
    const payloadMissing: string[] = [];
    readAll(environment, createReaderSelector(projectPayloadProjectFragment, temporaryId, {}, list.request), projectPayloadProjectFragment.name, payloadSeen, payloadMissing);
    expect(payloadMissing).toEqual([]);
    expect([...payloadSeen]).toEqual(expect.arrayContaining(['ProjectCard_project', 'ProjectStats_project']));

    answerNow();
    await completed;

    // The server's record has replaced the temporary one, again complete for every fragment.
    const saved = readList(environment, list);
    expect(saved.nodes.map((node) => node.id)).toEqual(['project-2', 'project-1']);
    expect(saved.missing).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
