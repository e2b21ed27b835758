import { requiredRight } from './rights';

describe('requiredRight', () => {
  it('lets anyone read the catalogue', () => {
    expect(requiredRight('GET', '/api/space')).toBe('none');
    expect(requiredRight('HEAD', '/api/space/1/property?unlinked=true')).toBe('none');
    expect(requiredRight('OPTIONS', '/api/theorem')).toBe('none');
  });

  it('lets anyone log in, sign up and log out', () => {
    for (const path of ['/api/user/login', '/api/user/signup', '/api/user/logout', '/api/user/LOGIN/', '/api/user/signup?x=1']) {
      expect(requiredRight('POST', path)).toBe('none');
    }
  });

  it('asks an editor for every other change', () => {
    expect(requiredRight('POST', '/api/space')).toBe('editor');
    expect(requiredRight('DELETE', '/api/space/1')).toBe('editor');
    expect(requiredRight('PUT', '/api/property/2')).toBe('editor');
    expect(requiredRight('PATCH', '/api/user/login/extra')).toBe('editor');
    expect(requiredRight('POST', '/api/user')).toBe('editor');
  });

  it('asks an admin for the admin area, reads included, however the path is spelt', () => {
    for (const path of ['/api/admin/export', '/api/admin', '/api/ADMIN/export', '/api/admin/export/', '//api//admin/invite', '/api/admin/x?y=1']) {
      expect(requiredRight('GET', path)).toBe('admin');
      expect(requiredRight('POST', path)).toBe('admin');
    }
    expect(requiredRight('GET', '/api/administrator')).toBe('none');
  });
});
