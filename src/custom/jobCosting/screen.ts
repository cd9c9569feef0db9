// Job costing (/job-costing, admin): what each property, crew, service or vendor earns after labour and materials.
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const jobCostingScreen = {
  screen: SCREEN.jobCosting,
  page: lazyNamed(() => import('./JobCostingPage'), 'JobCostingPage'),
  icon: PriceCheckIcon,
  menu: [{ label: 'app.job_costing.title', group: 'users' }],
} satisfies ScreenDeclaration;
