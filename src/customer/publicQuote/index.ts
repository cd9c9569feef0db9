// The public quote page as the public pages' own start (src/publicPages/) loads it: a chunk of its own, without the route table.
// React's lazy, not lazyNamed: that one sits in the screen table's chunk (build/vendorChunks.ts), 17 KB these pages skip.
import { lazy } from 'react';

export const PublicQuotePage = lazy(() => import('./PublicQuotePage').then(({ PublicQuotePage: page }) => ({ default: page })));
