import { graphql, readInlineData } from 'react-relay';
import type { viewerAuth_viewer$data, viewerAuth_viewer$key } from './__generated__/viewerAuth_viewer.graphql';

/** Who is signed in and at which assurance level: read by the session check, sign-in and the code challenge alike. */
const viewerAuthFragment = graphql`
  fragment viewerAuth_viewer on Viewer @inline {
    id
    email
    aal
    nextAal
    isAdmin
    accountType
    adminLevel
    profile {
      firstName
      lastName
    }
  }
`;

export type ViewerAuth = viewerAuth_viewer$data;

export function readViewerAuth(viewer: viewerAuth_viewer$key): ViewerAuth {
  return readInlineData(viewerAuthFragment, viewer);
}
