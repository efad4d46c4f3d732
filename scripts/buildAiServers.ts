// Builds the self-hosted OpenAI-compatible servers the endpoint provider's tests run against
// (llama.cpp's llama-server, whisper.cpp's server), once per machine, so `npm test` does not wait
// for the compiler. Prints their paths.
import { ensureLlamaServer, ensureWhisperServer } from '../tests/support/aiServers';

const log = (line: string) => console.log(line);
console.log(ensureWhisperServer(log));
console.log(ensureLlamaServer(log));
