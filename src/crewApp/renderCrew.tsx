// Mounts the crew's day and map on their own (CrewApp); loaded by main.tsx, instead of the app, on those two pages for a
// signed-in crew.
import { mountStart } from '../mountStart';
import { CrewApp } from './CrewApp';
import { crewI18nProvider } from './crewI18nProvider';

mountStart(CrewApp, crewI18nProvider);
