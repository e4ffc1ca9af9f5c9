import { PERMISSIONS, ROLES, STAFF_ROLES, can, permissionsOf, rolesWith } from './index';

describe('permission matrix', () => {
  it('gives each role exactly its column', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, [...permissionsOf(role)].sort()]))).toEqual({
      client: ['tickets.raise'],
      manager: ['listings.manageOwn', 'tickets.raise'],
      agent: ['reports.read', 'support.work'],
      editor: ['content.edit', 'content.publish', 'media.manage'],
      admin: PERMISSIONS.filter((p) => p !== 'tickets.raise' && p !== 'listings.manageOwn').sort(),
    });
  });

  it('answers for a role, an account, or nobody', () => {
    expect(can('editor', 'content.publish')).toBe(true);
    expect(can({ role: 'agent' }, 'content.edit')).toBe(false);
    expect(can(null, 'tickets.raise')).toBe(false);
  });

  it('lists who may answer tickets, and which roles are staff', () => {
    expect(rolesWith('support.work')).toEqual(['agent', 'admin']);
    expect(STAFF_ROLES.every((role) => !can(role, 'tickets.raise'))).toBe(true);
  });
});
