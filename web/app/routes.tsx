import type { RouteObject } from 'react-router';
import { lazyWithRetry } from './lazyWithRetry';

// Every page is its own chunk, so a visitor of one page never downloads another page's code.
const LandingPage = lazyWithRetry(() => import('../pages/landing/LandingPage'));
const NotFoundPage = lazyWithRetry(() => import('../pages/NotFoundPage'));

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '*', element: <NotFoundPage /> },
];
