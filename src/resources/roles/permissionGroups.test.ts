import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../../common/permissions';
import { en } from '../../i18n/en';
import { permissionGroups } from './permissionGroups';

describe('permission groups', () => {
  it('list every permission key exactly once, each with a readable label', () => {
    const keys = permissionGroups().flatMap((group) => group.keys);
    expect([...keys].sort()).toEqual([...PERMISSION_KEYS].sort());
    const labels = en.app.permissions as Record<string, string>;
    for (const key of keys) expect(labels[key], key).toMatch(/^[A-Z]/);
    expect(labels.unrestricted_assignment_access).toBe('Unrestricted Assignment Access');
  });
});
