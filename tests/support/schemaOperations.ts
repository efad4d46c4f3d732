import { isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

export type OperationKind = 'query' | 'mutation' | 'subscription';

export interface CallableField {
  /** The type that declares the field: Query, Mutation, Subscription or Viewer. */
  typeName: string;
  kind: OperationKind;
  /** Fields around the call, e.g. ['viewer']. */
  around: string[];
  field: GraphQLField<unknown, unknown>;
}

/** Every field a client can call: the root types' (Query, Mutation, Subscription) and then the viewer's, each in the schema's order. */
export function callableFields(schema: GraphQLSchema): CallableField[] {
  const viewer = schema.getType('Viewer');
  const types: [GraphQLObjectType | null | undefined, OperationKind, string[]][] = [
    [schema.getQueryType(), 'query', []],
    [schema.getMutationType(), 'mutation', []],
    [schema.getSubscriptionType(), 'subscription', []],
    [isObjectType(viewer) ? viewer : null, 'query', ['viewer']],
  ];
  return types.flatMap(([type, kind, around]) => (type ? Object.values(type.getFields()).map((field) => ({ typeName: type.name, kind, around, field })) : []));
}

/**
 * An operation calling one field with every argument as a variable, below the fields of `path`
 * (e.g. ['viewer']), selecting only __typename (nothing for scalars): for tests generated from the schema.
 */
export function operationFor(kind: OperationKind, path: string[], field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  let named = field.type;
  while (isNonNullType(named) || isListType(named)) named = named.ofType;
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const body = path.reduceRight((inner, outer) => `${outer} { ${inner} }`, `${field.name}${args ? `(${args})` : ''}${selection}`);
  return `${kind}${variables ? `(${variables})` : ''} { ${body} }`;
}
