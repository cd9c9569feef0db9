import HomeWorkIcon from '@mui/icons-material/HomeWork';
import type { ResourceProps } from 'react-admin';

export default {
  icon: HomeWorkIcon,
  recordRepresentation: 'address',
} satisfies Omit<ResourceProps, 'name'>;
