// The sign-in forms as a chunk of their own, with the sign-in schemas: a signed-in visit never shows them, so the app
// starts without building them.
import { Suspense } from 'react';
import { ScreenLoading } from '../layout/ScreenLoading';
import { lazyNamed } from '../lazyNamed';

const StaffForm = lazyNamed(() => import('./LoginPage'), 'LoginPage');
const CrewForm = lazyNamed(() => import('./LoginPage'), 'CrewLoginPage');

export const LoginPage = () => (
  <Suspense fallback={<ScreenLoading />}>
    <StaffForm />
  </Suspense>
);

export const CrewLoginPage = () => (
  <Suspense fallback={<ScreenLoading />}>
    <CrewForm />
  </Suspense>
);
