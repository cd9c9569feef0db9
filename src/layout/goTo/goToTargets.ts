// Every screen the quick "go to" search offers a user: the side menu's entries (with the groups they sit in), the
// profile menu's pages and each report, under the same access rule as the menu (common/screens).
import { isStaff } from '../../../common/permissions';
import { CUSTOMER_REPORTS, OPERATIONS_REPORTS, type ReportKey, VENDOR_REPORTS } from '../../../common/reportKeys';
import { admitsScreen, screenOf } from '../../../common/screens';
import { menuEntriesFor } from '../../auth/menuAccess';
import type { StoredUser } from '../../auth/session';
import { CHANGE_PASSWORD_PATH, PROFILE_PATH } from '../../custom/account/paths';
import { REPORTS_PATH, reportPath } from '../../custom/reports/paths';
import { groupPath } from '../menuTree';

export interface GoToTarget {
  to: string;
  /** Catalog key of the screen's name. */
  label: string;
  /** Catalog keys of where the screen sits (menu groups, or the reports), outermost first. */
  context: string[];
}

const REPORTS: readonly ReportKey[] = [...OPERATIONS_REPORTS, ...CUSTOMER_REPORTS];

const PROFILE_PAGES = [
  { to: PROFILE_PATH, label: 'app.menu.my_profile' },
  { to: CHANGE_PASSWORD_PATH, label: 'app.menu.change_password' },
];

function admitted(user: StoredUser, to: string): boolean {
  const screen = screenOf(to);
  return Boolean(screen && admitsScreen(screen, user));
}

export function goToTargets(user: StoredUser | null): GoToTarget[] {
  if (!user) return [];
  const menu = menuEntriesFor(user);
  const inMenu = new Set(menu.map((entry) => entry.to));
  // A vendor's catalogue shows its own two reports only.
  const reports = isStaff(user) ? REPORTS : VENDOR_REPORTS;
  return [
    ...menu.map((entry) => ({
      to: entry.to,
      label: entry.label,
      context: groupPath(entry.group).map((group) => `app.menu.groups.${group}`),
    })),
    ...(inMenu.has(REPORTS_PATH)
      ? reports
          .filter((report) => !inMenu.has(reportPath(report)) && admitted(user, reportPath(report)))
          .map((report) => ({ to: reportPath(report), label: `app.reports.names.${report}`, context: ['app.page.reports'] }))
      : []),
    ...PROFILE_PAGES.filter(({ to }) => admitted(user, to)).map((page) => ({ ...page, context: [] })),
  ];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The targets holding every word typed, in their name or where they sit (any case, any accent); names first. */
export function matchTargets<T extends { name: string; where: string }>(targets: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...targets];
  const matches = targets.filter(({ name, where }) => words.every((word) => fold(`${name} ${where}`).includes(word)));
  const byName = ({ name }: T) => words.every((word) => fold(name).includes(word));
  return [...matches.filter(byName), ...matches.filter((target) => !byName(target))];
}
