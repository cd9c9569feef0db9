// The shared catalogs' Spanish: the server's, and a browser's once Spanish is shown.
import type { CatalogOf } from './catalogTypes';
import type { catalogEn } from './keys';
import { declinesEs } from './es/declines';
import { momentsEs } from './es/moments';
import { notificationsEs } from './es/notifications';
import { serverEs } from './es/server';
import { validationEs } from './es/validation';

export const catalogEs: CatalogOf<typeof catalogEn> = {
  validation: validationEs,
  server: serverEs,
  notifications: notificationsEs,
  declines: declinesEs,
  moments: momentsEs,
};
