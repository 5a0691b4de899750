import { afterEach, describe, expect, it } from 'vitest';
import { afterLoginPath, forgetReturnPath, rememberReturnPath, RETURN_PATH_KEY, returnPathTitle } from './return-path';

afterEach(() => sessionStorage.clear());

describe('returning after login', () => {
  it('returns to the remembered screen when the user may open it', () => {
    rememberReturnPath('/User/profile?tab=bio');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/User/profile?tab=bio');
    expect(afterLoginPath({ role: 'user' })).toBe('/User/profile?tab=bio');
  });

  it("goes to the user's own dashboard when the remembered screen is not theirs", () => {
    rememberReturnPath('/Admin/dashboard');
    expect(afterLoginPath({ role: 'user' })).toBe('/User/dashboard');
  });

  it('goes to the dashboard when nothing is remembered or it was forgotten', () => {
    expect(afterLoginPath({ role: 'admin' })).toBe('/Admin/dashboard');
    rememberReturnPath('/Admin/polls');
    forgetReturnPath();
    expect(afterLoginPath({ role: 'admin' })).toBe('/Admin/dashboard');
  });

  it("remembers the screen's title for the login page until the path is forgotten", () => {
    expect(returnPathTitle()).toBeNull();
    rememberReturnPath('/User/profile', 'Profile');
    expect(returnPathTitle()).toBe('Profile');
    forgetReturnPath();
    expect(returnPathTitle()).toBeNull();
  });

  it('never redirects to another origin', () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '//evil.example/User/dashboard');
    expect(afterLoginPath({ role: 'user' })).toBe('/User/dashboard');
    sessionStorage.setItem(RETURN_PATH_KEY, 'https://evil.example/');
    expect(afterLoginPath({ role: 'user' })).toBe('/User/dashboard');
  });
});
