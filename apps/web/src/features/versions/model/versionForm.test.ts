import { VERSION_DESCRIPTION_MAX, VERSION_NAME_MAX, VERSION_NAME_REQUIRED } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { versionBody, versionFormErrors } from './versionForm';
import { versionRights } from './versionRights';

describe('versionFormErrors', () => {
  it("requires a name with the server's message", () => {
    expect(versionFormErrors({ name: '   ', description: '' })).toEqual({
      name: VERSION_NAME_REQUIRED,
    });
  });

  it('accepts a name without a description', () => {
    expect(versionFormErrors({ name: 'Before launch', description: '' })).toEqual({});
  });

  it('refuses texts over the lengths of the contract', () => {
    const errors = versionFormErrors({
      name: 'n'.repeat(VERSION_NAME_MAX + 1),
      description: 'd'.repeat(VERSION_DESCRIPTION_MAX + 1),
    });
    expect(errors.name).toBe(`Version name must be at most ${VERSION_NAME_MAX} characters`);
    expect(errors.description).toBe(
      `Description must be at most ${VERSION_DESCRIPTION_MAX} characters`,
    );
  });

  it('sends trimmed text', () => {
    expect(versionBody({ name: ' v1 ', description: ' first\n' })).toEqual({
      name: 'v1',
      description: 'first',
    });
  });
});

describe('versionRights', () => {
  it('lets Editors and Admins write and only Admins delete', () => {
    expect(versionRights('Viewer')).toEqual({ write: false, remove: false });
    expect(versionRights('Editor')).toEqual({ write: true, remove: false });
    expect(versionRights('Admin')).toEqual({ write: true, remove: true });
  });
});
