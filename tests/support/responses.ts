// Reading GraphQL responses in the integration tests: a response with GraphQL errors fails the
// test with them, and the tests assert on the root field's shape (their own operations).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shapes are each test's own operations
export type Any = any;

interface Response {
  body: { data?: Record<string, Any> | null; errors?: unknown };
}

/** The first root field of a response as it is. */
export function rootField(response: Response): Any {
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return Object.values(response.body.data!)[0];
}

/** The first root field, a mutation's success unwrapped to its payload (the errors plugin wraps it in `data`). */
export function payload(response: Response): Any {
  const result = rootField(response);
  return result?.__typename?.endsWith('Success') ? result.data : result;
}
