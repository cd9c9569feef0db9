import HomeWorkIcon from '@mui/icons-material/HomeWork';
import type { ResourceProps } from 'react-admin';
import { PropertyList } from './PropertyList';

export default {
  list: PropertyList,
  icon: HomeWorkIcon,
  recordRepresentation: 'address',
} satisfies Omit<ResourceProps, 'name'>;
