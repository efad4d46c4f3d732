// Puts the embedded models into MODELS_DIR (default ~/.cache/baustellen-protokolle/models), so
// that the first meeting does not wait for the download. The worker fetches them on first use too.
import { ensureInstructionModel } from '../platform/ai/models/instructionModel';
import { ensureWhisperModel } from '../platform/ai/models/whisperModel';
import { loadConfig } from '../platform/config';

const { modelsDir } = loadConfig();
const log = (line: string) => console.log(line);
console.log(await ensureWhisperModel(modelsDir, log));
console.log(await ensureInstructionModel(modelsDir, log));
