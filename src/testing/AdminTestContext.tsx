// The one wrapper component tests render in: react-admin's context with a fresh memory store and the app's catalogs
// (each overridable, as AdminContext's own props), inside a router at `path` when the test gives one.
import { render, type RenderResult } from '@testing-library/react';
import { type ComponentProps, type ReactElement, type ReactNode, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';

export type AdminTestProps = Omit<ComponentProps<typeof AdminContext>, 'children'> & { path?: string; children?: ReactNode };

export function AdminTestContext({ path, children, ...props }: AdminTestProps) {
  // One store for the test's life: a re-render must not forget what the page kept.
  const [store] = useState(memoryStore);
  const admin = (
    <AdminContext i18nProvider={i18nProvider} store={store} {...props}>
      {children}
    </AdminContext>
  );
  return path === undefined ? admin : <MemoryRouter initialEntries={[path]}>{admin}</MemoryRouter>;
}

export const renderInAdmin = (ui: ReactElement, props: Omit<AdminTestProps, 'children'> = {}): RenderResult =>
  render(<AdminTestContext {...props}>{ui}</AdminTestContext>);
