import { projectPath } from '../protocols/protocolPaths';

export const agendasPath = (projectId: string) => `${projectPath(projectId)}/agendas`;
export const agendaEditPath = (projectId: string, agendaId: string) => `${agendasPath(projectId)}/${encodeURIComponent(agendaId)}/edit`;
