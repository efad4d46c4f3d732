import { isEnumType, isListType, isNonNullType, isScalarType, type GraphQLField } from 'graphql';

/**
 * An operation calling one field with every argument as a variable, below the fields of `path`
 * (e.g. ['viewer']), selecting only __typename (nothing for scalars): for tests generated from the schema.
 */
export function operationFor(kind: 'query' | 'mutation' | 'subscription', path: string[], field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  let named = field.type;
  while (isNonNullType(named) || isListType(named)) named = named.ofType;
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const body = path.reduceRight((inner, outer) => `${outer} { ${inner} }`, `${field.name}${args ? `(${args})` : ''}${selection}`);
  return `${kind}${variables ? `(${variables})` : ''} { ${body} }`;
}
