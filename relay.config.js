// Relay compiler: artifacts next to the components that declare the fragments and operations.
// Named exports, not a default one: relay-compiler require()s this ESM file, and Node hands it the
// module namespace, whose fields must then be the settings themselves.
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
