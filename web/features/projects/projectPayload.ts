import { graphql } from 'react-relay';

// What every project mutation asks back, so that each screen showing the project or the counts is
// current afterwards: the project with all its fields (a new edge needs everything a card reads)
// and the viewer's counts and limits.

export const projectPayloadProjectFragment = graphql`
  fragment projectPayload_project on Project {
    id
    projectId
    name
    number
    address
    archived
    createdAt
    updatedAt
    accessLevel
    isWithinLimit
    stats {
      protocolCount
      completedProtocols
      participantCount
      openActionItems
      completedActionItems
      overdueActionItems
      completionPercentage
      lastActivity
    }
  }
`;

// Archiving, restoring and deleting move the plan's line between full and read-only access for
// the other projects too; their access fields come back with the payload (same records as the list's).
export const projectPayloadViewerFragment = graphql`
  fragment projectPayload_viewer on Viewer {
    id
    archivedProjectCount
    projectLimit {
      canCreateNew
      currentCount
      maxAllowed
      accessibleProjects
      restrictedProjects
      isUnlimited
    }
    projects(first: 100) {
      nodes {
        id
        accessLevel
      }
    }
  }
`;
