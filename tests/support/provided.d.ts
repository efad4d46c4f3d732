// Values the Vitest global setup hands to every test file through inject().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
    temporalAddress: string;
    workflowBundleCode: string;
  }
}
