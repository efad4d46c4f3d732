import { graphql } from 'react-relay';

// What every project mutation asks back, so that each screen showing the project or the counts is
// current afterwards, and a new edge replaces the temporary entry completely.

// The project as the dashboard's card (with its badges and menu) and the project page's figures
// read it. The list's own fields (search, filter) and those the project page, the tiles and the
// action items read directly (id, projectId, name, number, address, archived, accessLevel) are
// all in the card's fragment. optimistic.ts builds the temporary project with these same fields.
export const projectPayloadProjectFragment = graphql`
  fragment projectPayload_project on Project {
    ...ProjectCard_project
    ...ProjectStats_project
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

// Archiving and restoring answer with the project and the counts it moved.
export const projectPayloadArchivingFragment = graphql`
  fragment projectPayload_archiving on ProjectPayload {
    project {
      ...projectPayload_project
    }
    viewer {
      ...projectPayload_viewer
    }
  }
`;
