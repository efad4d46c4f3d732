// Makes sure the Temporal CLI for the embedded dev server is there (built once with Go and cached),
// so the first `npm start` or `npm test` does not spend minutes on it. Prints its path.
import { resolveTemporalCli } from '../server/embedded/temporal';

const executable = resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => console.log(line));
console.log(executable.type === 'existing-path' ? executable.path : `will be downloaded by the Temporal SDK into ${executable.downloadDir}`);
