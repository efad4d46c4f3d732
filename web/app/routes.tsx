import type { RouteObject } from 'react-router';
import { RESET_PASSWORD_PAGE } from '../../common/appLinks';
import { protocolViewVariables } from '../features/protocolVersions/protocolView';
import { publicPage, signedInPage } from './pageRoutes';

// Every page is its own chunk, so a visitor of one page never downloads another page's code.
export const routes: RouteObject[] = [
  publicPage('/', { page: () => import('../pages/landing/LandingPage') }),
  publicPage('/auth', { page: () => import('../pages/auth/AuthPage') }),
  publicPage(RESET_PASSWORD_PAGE, { page: () => import('../pages/auth/ResetPasswordPage') }),
  // The welcome screen shows what the session check brought: no query of its own.
  signedInPage('/app', { page: () => import('../pages/welcome/WelcomePage') }),
  signedInPage('/settings', {
    page: () => import('../pages/settings/SettingsPage'),
    query: () => import('../pages/settings/__generated__/SettingsPageQuery.graphql'),
    variables: () => ({}),
  }),
  signedInPage('/dashboard', {
    page: () => import('../pages/dashboard/DashboardPage'),
    query: () => import('../pages/dashboard/__generated__/DashboardPageQuery.graphql'),
    variables: () => ({}),
  }),
  signedInPage('/projects/:projectId', {
    page: () => import('../pages/projects/ProjectPage'),
    query: () => import('../pages/projects/__generated__/ProjectPageQuery.graphql'),
    variables: ({ projectId }) => ({ projectId }),
  }),
  signedInPage('/projects/:projectId/protocols/new', {
    page: () => import('../pages/protocols/NewProtocolPage'),
    query: () => import('../pages/protocols/__generated__/NewProtocolPageQuery.graphql'),
    variables: ({ projectId }) => ({ projectId }),
  }),
  signedInPage('/projects/:projectId/protocols/new-manual', {
    page: () => import('../pages/protocols/NewManualProtocolPage'),
    query: () => import('../pages/protocols/__generated__/NewManualProtocolPageQuery.graphql'),
    variables: ({ projectId }) => ({ projectId }),
  }),
  signedInPage('/projects/:projectId/participants', {
    page: () => import('../pages/participants/ParticipantsPage'),
    query: () => import('../pages/participants/__generated__/ParticipantsPageQuery.graphql'),
    variables: ({ projectId }) => ({ projectId }),
  }),
  signedInPage('/projects/:projectId/action-items', {
    page: () => import('../pages/actionItems/ProjectActionItemsPage'),
    query: () => import('../pages/actionItems/__generated__/ProjectActionItemsPageQuery.graphql'),
    // An item opened by link (?openItem=) may be done already: then the list starts with all items.
    variables: ({ projectId }, search) => ({ projectId, status: search.get('openItem') ? null : ('OPEN' as const) }),
  }),
  signedInPage('/projects/:projectId/agendas', {
    page: () => import('../pages/agendas/AgendasPage'),
    query: () => import('../pages/agendas/__generated__/AgendasPageQuery.graphql'),
    variables: ({ projectId }) => ({ projectId }),
  }),
  signedInPage('/projects/:projectId/agendas/:agendaId/edit', {
    page: () => import('../pages/agendas/AgendaEditPage'),
    query: () => import('../pages/agendas/__generated__/AgendaEditPageQuery.graphql'),
    variables: ({ agendaId }) => ({ agendaId }),
  }),
  signedInPage('/subscription', {
    page: () => import('../pages/subscription/SubscriptionPage'),
    query: () => import('../pages/subscription/__generated__/SubscriptionPageQuery.graphql'),
    variables: () => ({}),
  }),
  signedInPage('/action-items', {
    page: () => import('../pages/actionItems/ActionItemsPage'),
    query: () => import('../pages/actionItems/__generated__/ActionItemsPageQuery.graphql'),
    variables: () => ({}),
  }),
  signedInPage('/projects/:projectId/protocols/:protocolId', {
    page: () => import('../pages/protocols/ProtocolPage'),
    query: () => import('../pages/protocols/__generated__/ProtocolPageQuery.graphql'),
    // ?version=n and ?compare=a,b load those versions with the page (features/protocolVersions/protocolView.ts).
    variables: ({ protocolId }, search) => ({ protocolId, ...protocolViewVariables(search) }),
  }),
  signedInPage('/projects/:projectId/protocols/:protocolId/processing', {
    page: () => import('../pages/protocols/ProcessingPage'),
    query: () => import('../pages/protocols/__generated__/ProcessingPageQuery.graphql'),
    variables: ({ protocolId }) => ({ protocolId }),
  }),
  signedInPage('/projects/:projectId/protocols/:protocolId/speaker-assignment', {
    page: () => import('../pages/protocols/SpeakerAssignmentPage'),
    query: () => import('../pages/protocols/__generated__/SpeakerAssignmentPageQuery.graphql'),
    variables: ({ protocolId }) => ({ protocolId }),
  }),
  publicPage('/review/:token', { page: () => import('../pages/review/ReviewPage') }),
  publicPage('*', { page: () => import('../pages/NotFoundPage') }),
];
