import { describe, expect, it } from 'vitest';
import {
  canSaveGeneral,
  changedFields,
  descriptionCounter,
  EMPTY_PROJECT_FORM,
  toProjectFields,
  validateProjectForm,
} from './projectForm';

describe('validateProjectForm', () => {
  it('needs a name of at least 2 characters after trimming', () => {
    expect(validateProjectForm(EMPTY_PROJECT_FORM).name).toBe('Project Name is required');
    expect(validateProjectForm({ ...EMPTY_PROJECT_FORM, name: ' a ' }).name).toBe(
      'Project Name must be at least 2 characters',
    );
    expect(validateProjectForm({ ...EMPTY_PROJECT_FORM, name: 'ab' })).toEqual({});
    expect(validateProjectForm({ ...EMPTY_PROJECT_FORM, name: 'x'.repeat(101) }).name).toBe(
      'Project Name must be at most 100 characters',
    );
  });

  it('allows a description of up to 1000 characters', () => {
    const ok = { ...EMPTY_PROJECT_FORM, name: 'Shop', description: 'd'.repeat(1000) };
    expect(validateProjectForm(ok)).toEqual({});
    expect(validateProjectForm({ ...ok, description: 'd'.repeat(1001) }).description).toBe(
      'Project Description must be at most 1000 characters',
    );
  });

  it('needs one of the four database types, in any case', () => {
    const form = { ...EMPTY_PROJECT_FORM, name: 'Shop' };
    expect(validateProjectForm({ ...form, database_type: 'PostgreSQL' })).toEqual({});
    expect(validateProjectForm({ ...form, database_type: '' }).database_type).toBe(
      'Database is required',
    );
    expect(validateProjectForm({ ...form, database_type: 'oracle' }).database_type).toBe(
      'Database has invalid format',
    );
  });
});

describe('the project body', () => {
  it('trims the name and lower-cases the database type', () => {
    expect(toProjectFields({ name: ' Shop ', description: ' x', database_type: 'SQLite' })).toEqual(
      { name: 'Shop', description: ' x', database_type: 'sqlite' },
    );
  });

  it('counts the description as "n / 1000"', () => {
    expect(descriptionCounter('')).toBe('0 / 1000');
    expect(descriptionCounter('hello')).toBe('5 / 1000');
  });
});

describe('General settings Save', () => {
  const stored = { name: 'Shop', description: 'Orders' };

  it('is enabled only when the form changed and is valid', () => {
    expect(canSaveGeneral(stored, stored, true)).toBe(false);
    expect(canSaveGeneral({ ...stored, name: ' Shop ' }, stored, true)).toBe(false);
    expect(canSaveGeneral({ ...stored, description: 'Invoices' }, stored, true)).toBe(true);
    expect(canSaveGeneral({ ...stored, name: 'S' }, stored, true)).toBe(false);
  });

  it('is never enabled for non-Admins', () => {
    expect(canSaveGeneral({ ...stored, name: 'Store' }, stored, false)).toBe(false);
  });

  it('lists the changed fields', () => {
    expect(changedFields({ name: 'Store', description: 'Orders' }, stored)).toEqual(['name']);
  });
});
