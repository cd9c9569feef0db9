// The side menu's icon of each group (an entry's icon is in its screen's declaration).
import GrassIcon from '@mui/icons-material/Grass';
import MapIcon from '@mui/icons-material/Map';
import SettingsIcon from '@mui/icons-material/Settings';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import StoreIcon from '@mui/icons-material/Store';
import ForumIcon from '@mui/icons-material/Forum';
import TuneIcon from '@mui/icons-material/Tune';
import type { ComponentType } from 'react';
import type { MenuGroup } from '../../common/screens';

const GROUP_ICONS: Record<MenuGroup, ComponentType> = {
  map: MapIcon,
  treatments: GrassIcon,
  settings: SettingsIcon,
  users: SupervisorAccountIcon,
  customers: StoreIcon,
  messages: ForumIcon,
  system: TuneIcon,
};

export const groupIcon = (group: MenuGroup): ComponentType => GROUP_ICONS[group];
