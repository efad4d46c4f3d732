import type { RouteObject } from 'react-router';
import { lazyWithRetry } from './lazyWithRetry';

// Every page is its own chunk, so a visitor of one page never downloads another page's code.
const LandingPage = lazyWithRetry(() => import('../pages/landing/LandingPage'));
const NotFoundPage = lazyWithRetry(() => import('../pages/NotFoundPage'));
const AuthPage = lazyWithRetry(() => import('../pages/auth/AuthPage'));
const ResetPasswordPage = lazyWithRetry(() => import('../pages/auth/ResetPasswordPage'));

// Signed-in pages: the session check (with Relay) is a chunk of its own, and the page's chunk
// downloads while the check runs.
const ProtectedRoute = lazyWithRetry(() => import('../features/auth/ProtectedRoute'));
const loadWelcomePage = () => import('../pages/welcome/WelcomePage');
const WelcomePage = lazyWithRetry(loadWelcomePage);
const loadSettingsPage = () => import('../pages/settings/SettingsPage');
const SettingsPage = lazyWithRetry(loadSettingsPage);
const loadDashboardPage = () => import('../pages/dashboard/DashboardPage');
const DashboardPage = lazyWithRetry(loadDashboardPage);
const loadProjectPage = () => import('../pages/projects/ProjectPage');
const ProjectPage = lazyWithRetry(loadProjectPage);
const loadNewProtocolPage = () => import('../pages/protocols/NewProtocolPage');
const NewProtocolPage = lazyWithRetry(loadNewProtocolPage);
const loadProcessingPage = () => import('../pages/protocols/ProcessingPage');
const ProcessingPage = lazyWithRetry(loadProcessingPage);
const loadSpeakerAssignmentPage = () => import('../pages/protocols/SpeakerAssignmentPage');
const SpeakerAssignmentPage = lazyWithRetry(loadSpeakerAssignmentPage);
const loadProtocolPage = () => import('../pages/protocols/ProtocolPage');
const ProtocolPage = lazyWithRetry(loadProtocolPage);
const loadSubscriptionPage = () => import('../pages/subscription/SubscriptionPage');
const SubscriptionPage = lazyWithRetry(loadSubscriptionPage);
const loadActionItemsPage = () => import('../pages/actionItems/ActionItemsPage');
const ActionItemsPage = lazyWithRetry(loadActionItemsPage);

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/auth', element: <AuthPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  {
    path: '/app',
    element: (
      <ProtectedRoute preload={loadWelcomePage}>
        <WelcomePage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/settings',
    element: (
      <ProtectedRoute preload={loadSettingsPage} prepare={() => import('../pages/settings/settingsQuery').then((m) => m.preloadSettings())}>
        <SettingsPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <ProtectedRoute
        preload={loadDashboardPage}
        prepare={() => import('../pages/dashboard/dashboardQuery').then((m) => m.preloadDashboard())}
      >
        <DashboardPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/projects/:projectId',
    element: (
      <ProtectedRoute
        preload={loadProjectPage}
        prepare={(params) => import('../pages/projects/projectQuery').then((m) => m.preloadProject(params.projectId ?? ''))}
      >
        <ProjectPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/projects/:projectId/protocols/new',
    element: (
      <ProtectedRoute
        preload={loadNewProtocolPage}
        prepare={(params) => import('../pages/protocols/newProtocolQuery').then((m) => m.preloadNewProtocol(params.projectId ?? ''))}
      >
        <NewProtocolPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/subscription',
    element: (
      <ProtectedRoute
        preload={loadSubscriptionPage}
        prepare={() => import('../pages/subscription/subscriptionQuery').then((m) => m.preloadSubscription())}
      >
        <SubscriptionPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/action-items',
    element: (
      <ProtectedRoute
        preload={loadActionItemsPage}
        prepare={() => import('../pages/actionItems/actionItemsQuery').then((m) => m.preloadActionItems())}
      >
        <ActionItemsPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/projects/:projectId/protocols/:protocolId',
    element: (
      <ProtectedRoute
        preload={loadProtocolPage}
        prepare={(params) => import('../pages/protocols/protocolQuery').then((m) => m.preloadProtocol(params.protocolId ?? ''))}
      >
        <ProtocolPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/projects/:projectId/protocols/:protocolId/processing',
    element: (
      <ProtectedRoute
        preload={loadProcessingPage}
        prepare={(params) => import('../pages/protocols/processingQuery').then((m) => m.preloadProcessing(params.protocolId ?? ''))}
      >
        <ProcessingPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/projects/:projectId/protocols/:protocolId/speaker-assignment',
    element: (
      <ProtectedRoute
        preload={loadSpeakerAssignmentPage}
        prepare={(params) => import('../pages/protocols/speakerAssignmentQuery').then((m) => m.preloadSpeakerAssignment(params.protocolId ?? ''))}
      >
        <SpeakerAssignmentPage />
      </ProtectedRoute>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];
