// The import rule, checked by `npm run lint`: dependencies point one way.
//   common  <- platform <- domain <- adapters (schema, workflows, http) <- server (process wiring)
// common: pure rules and German texts for server and web; platform: db, config, logger, files, AI,
// media; domain: the product core by its nouns; web sees only common. No folder imports another
// that (through any chain) imports it back.
const layer = (name, allowed, comment) => ({
  name: `${name}-imports-only-${allowed.join('-') || 'itself'}`,
  comment,
  severity: 'error',
  from: { path: `^${name}/` },
  to: { pathNot: [`^${name}/`, ...allowed.map((folder) => `^${folder}/`), '^node_modules/'], dependencyTypesNot: ['core'] },
});

module.exports = {
  forbidden: [
    layer('common', [], 'common/ is pure: it runs in the browser and on the server alike'),
    layer('platform', ['common'], 'platform/ knows nothing of the product'),
    layer('domain', ['common', 'platform'], 'the domain core is reached by adapters, never the other way round'),
    layer('schema', ['common', 'platform', 'domain'], 'a GraphQL adapter over the domain'),
    layer('workflows', ['common', 'platform', 'domain'], 'Temporal workflows and activities: adapters over the domain'),
    layer('http', ['common', 'platform', 'domain'], 'HTTP routes (uploads, recordings): adapters over the domain'),
    layer('server', ['common', 'platform', 'domain', 'schema', 'workflows', 'http', 'prisma'], 'the process wiring'),
    layer('prisma', ['common', 'platform', 'domain'], 'the data model and the seed, below the process wiring'),
    layer('web', ['common'], 'the browser app shares only pure rules and texts with the server'),
    {
      name: 'no-circular-folders',
      comment: 'two folders that import each other (through any chain) are one capability or a wrong direction',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(common|platform|domain|schema|workflows|http|server|web|prisma)/' },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(common|platform|domain|schema|workflows|http|server|web|prisma)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(generated|__generated__)/|\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
