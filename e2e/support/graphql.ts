import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * GraphQL with the cookies of `request` (`page.request`: another tab of the same user), for what
 * a test sets up or cleans up behind the scenes. Fails the test on an HTTP or a GraphQL error;
 * typed errors arrive as data.
 */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': '1' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Creates a project as another tab or device would. */
export async function createProjectViaApi(request: APIRequestContext, input: { name: string; number?: string; address?: string }) {
  const { createProject } = await gql<{ createProject: { __typename: string; data?: { project: { id: string; projectId: string } } } }>(
    request,
    'mutation($i: CreateProjectInput!) { createProject(input: $i) { __typename ... on MutationCreateProjectSuccess { data { project { id projectId } } } } }',
    { i: input },
  );
  expect(createProject.__typename).toBe('MutationCreateProjectSuccess');
  return createProject.data!.project;
}

/** Deletes a protocol (by its plain UUID, as in its URL), which also stops its processing: nobody waits for it, and the machine is shared. */
export async function deleteProtocolViaApi(request: APIRequestContext, protocolId: string) {
  const { deleteProtocol } = await gql<{ deleteProtocol: { __typename: string } }>(request, 'mutation($i: DeleteProtocolInput!) { deleteProtocol(input: $i) { __typename } }', {
    i: { protocolId: encodeGlobalID('Protocol', protocolId) },
  });
  expect(deleteProtocol.__typename).toBe('MutationDeleteProtocolSuccess');
}
