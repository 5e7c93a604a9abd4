// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readRemembered, writeRemembered } from './remember-me';

describe('remember me', () => {
  it('keeps username and mobile for a day and never the password', () => {
    const withPassword = { username: 'demo1', password: 'Demo1234' } as { username: string };
    writeRemembered(true, withPassword);
    writeRemembered(true, { mobileNum: '912345678', countryDialingCode: '+84' });
    expect(readRemembered()).toEqual({
      username: 'demo1',
      mobileNum: '912345678',
      countryDialingCode: '+84',
    });
    expect(document.cookie).not.toContain('Demo1234');
  });

  it('forgets everything when unticked', () => {
    writeRemembered(true, { username: 'demo1' });
    writeRemembered(false, {});
    expect(readRemembered()).toEqual({});
  });
});
