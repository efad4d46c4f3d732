import { writeFileSync } from 'node:fs';
import { printedSchema } from '../schema';

writeFileSync('schema.graphql', printedSchema());
console.log('schema.graphql written');
