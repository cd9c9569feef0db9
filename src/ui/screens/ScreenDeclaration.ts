// The shape of a screen's declaration: what the browser needs of one screen, written once beside its page.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceProps } from 'react-admin';
import type { MenuEntry, Screen } from '../../../common/screens';

/** A page loaded as a chunk of its own, through `lazyNamed` (src/lazyNamed.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export type LazyPage = LazyExoticComponent<ComponentType<any>>;

/** A side menu entry of the screen; it leads to the screen's path unless it names another. */
export interface ScreenMenuEntry extends Omit<MenuEntry, 'to'> {
  to?: string;
  /** The entry's own icon, when it differs from the screen's. */
  icon?: ComponentType;
}

export interface ScreenDeclaration {
  /**
   * Its path, audience, access rule and API calls, in common/screens.ts: tests/api/platform/screenAccess.test.ts checks them
   * against the server's routes, so they live where the server's tests can read them without the browser's code.
   */
  screen: Screen;
  /** Narrower rules for paths inside the screen (a new customer from a sign-up, the customer reports). */
  rules?: readonly Screen[];
  /** The page at the screen's path; a screen served by its resource's list (`/markets`) has none. */
  page?: LazyPage;
  /** More pages of the screen by path: a deep link, a create or show page under a prefix screen. */
  routes?: Readonly<Record<string, LazyPage>>;
  /** Shown without the signed-in shell (a public page). */
  bare?: true;
  /**
   * The react-admin resources the screen reads, by API path, with their views when the screen is their list. A
   * resource whose name is not the screen's path is mapped to the screen for react-admin's `canAccess`.
   */
  resources?: readonly ResourceProps[];
  icon?: ComponentType;
  /** Its side menu entries, in menu order (src/screens.ts orders the screens). */
  menu?: readonly ScreenMenuEntry[];
}
