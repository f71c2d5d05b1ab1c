import { describe, expect, it } from 'vitest';
import {
  PENDING_REDIRECT_KEY,
  redirectFromSearch,
  rememberRedirect,
  safeRedirectPath,
  takePendingRedirect,
  withRedirect,
  type RedirectStorage,
} from './redirect';

function memoryStorage(): RedirectStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('safeRedirectPath', () => {
  it('accepts same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/app/projects/accept-invite/tok3n')).toBe(
      '/app/projects/accept-invite/tok3n',
    );
    expect(safeRedirectPath('/app/settings?tab=design#x')).toBe('/app/settings?tab=design#x');
  });

  it('refuses other hosts, schemes and tricks that browsers read as another host', () => {
    for (const value of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/app',
      'javascript:alert(1)',
      'app/profile',
      '/app\n/x',
      '/app\t',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('reads the redirect parameter of a query string', () => {
    expect(redirectFromSearch('?redirect=%2Fapp%2Fprofile')).toBe('/app/profile');
    expect(redirectFromSearch('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectFromSearch('')).toBeNull();
  });

  it('adds the parameter to a path', () => {
    expect(withRedirect('/login', '/app/projects/accept-invite/t')).toBe(
      '/login?redirect=%2Fapp%2Fprojects%2Faccept-invite%2Ft',
    );
    expect(withRedirect('/login', null)).toBe('/login');
  });
});

describe('pending redirect', () => {
  it('is remembered once and answered once', () => {
    const storage = memoryStorage();
    rememberRedirect(storage, '/app/projects/7');
    expect(takePendingRedirect(storage)).toBe('/app/projects/7');
    expect(takePendingRedirect(storage)).toBeNull();
  });

  it('never stores or answers an unsafe path', () => {
    const storage = memoryStorage();
    rememberRedirect(storage, '//evil.example');
    expect(storage.data.size).toBe(0);
    storage.data.set(PENDING_REDIRECT_KEY, 'https://evil.example');
    expect(takePendingRedirect(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('copes with a blocked storage', () => {
    const blocked: RedirectStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberRedirect(blocked, '/app')).not.toThrow();
    expect(takePendingRedirect(blocked)).toBeNull();
  });
});
