// Relay compiler: artifacts next to the components that declare the fragments and operations.
export default {
  src: './web',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  exclude: ['**/node_modules/**', '**/__generated__/**'],
};
