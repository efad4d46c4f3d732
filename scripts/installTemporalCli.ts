// Makes sure the Temporal CLI for the embedded dev server (built once with Go) and the time-skipping
// test server for the tests (fetched once with Maven) are there and cached, so the first `npm start`
// or `npm test` does not spend minutes on them. Prints their paths.
import { resolveTemporalCli } from '../server/embedded/temporal';
import { resolveTimeSkippingServer } from '../server/embedded/temporalTestServer';

const executable = resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => console.log(line));
console.log(executable.type === 'existing-path' ? executable.path : `will be downloaded by the Temporal SDK into ${executable.downloadDir}`);
console.log(resolveTimeSkippingServer((line) => console.log(line)));
