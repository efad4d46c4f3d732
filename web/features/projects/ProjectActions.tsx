import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectDialog, type ProjectSnapshot } from './ProjectDialog';
import { projectListConnectionId } from './projectConnection';

interface ProjectActionsValue {
  viewerId: string;
  /** The lists a project is removed from or added to. */
  connections: readonly string[];
  edit: (project: ProjectSnapshot) => void;
  confirmDelete: (project: { id: string; name: string }) => void;
}

const ProjectActionsContext = createContext<ProjectActionsValue | null>(null);

export function useProjectActions(): ProjectActionsValue {
  const value = use(ProjectActionsContext);
  if (!value) throw new Error('useProjectActions must be used within a ProjectActionsProvider');
  return value;
}

export interface ProjectActionsProviderProps {
  viewerId: string;
  /** After a project was deleted (confirmed by the server). */
  onDeleted?: () => void;
  children: ReactNode;
}

/**
 * Holds the edit and delete dialogs of the 'Aktionen' menus below it. They live here, not in the
 * menu's card, because a card leaves the list the moment its project is deleted (optimistically)
 * while the dialog still shows 'Löschen…' until the server has answered.
 */
export function ProjectActionsProvider({ viewerId, onDeleted, children }: ProjectActionsProviderProps) {
  const [editing, setEditing] = useState<ProjectSnapshot | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const value = useMemo<ProjectActionsValue>(
    () => ({ viewerId, connections: [projectListConnectionId(viewerId)], edit: setEditing, confirmDelete: setDeleting }),
    [viewerId],
  );
  return (
    <ProjectActionsContext value={value}>
      {children}
      {editing && <ProjectDialog mode="edit" project={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteProjectDialog
          project={deleting}
          viewerId={viewerId}
          connections={value.connections}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
        />
      )}
    </ProjectActionsContext>
  );
}
