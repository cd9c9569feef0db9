// Products at /products: the catalog of materials applied, with their stock on hand; the Lawn treatments menu entry.
import ScienceIcon from '@mui/icons-material/Science';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.products,
  resources: [
    {
      name: 'products',
      list: lazyNamed(() => import('./ProductList'), 'ProductList'),
      create: lazyNamed(() => import('./ProductCreate'), 'ProductCreate'),
      edit: lazyNamed(() => import('./ProductEdit'), 'ProductEdit'),
      recordRepresentation: 'name',
    },
  ],
  icon: ScienceIcon,
  menu: [{ label: 'app.treatments.menu.products', group: 'treatments' }],
} satisfies ScreenDeclaration;
