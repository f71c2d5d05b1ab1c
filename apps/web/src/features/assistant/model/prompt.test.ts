import {
  AI_QUERY_MAX,
  NO_PROJECT_SELECTED_MESSAGE,
  type GenerateDbTablesResponse,
} from '@relata/core';
import { describe, expect, it } from 'vitest';
import { checkPrompt, generationSummary, showPromptCounter } from './prompt';

const result: GenerateDbTablesResponse = {
  tables: 0,
  relationships: 0,
  tableNames: [],
  reusedTableNames: [],
  provider: 'offline',
};

describe('checkPrompt', () => {
  it('does not send an empty or blank prompt', () => {
    expect(checkPrompt('', 'p1')).toEqual({ ok: false, reason: 'blank' });
    expect(checkPrompt('  \n\t ', 'p1')).toEqual({ ok: false, reason: 'blank' });
  });

  it('says "No project selected." without a project', () => {
    expect(checkPrompt('Create a database for a shop', null)).toEqual({
      ok: false,
      reason: 'no-project',
      message: NO_PROJECT_SELECTED_MESSAGE,
    });
    expect(checkPrompt('Create a database for a shop', '')).toMatchObject({ reason: 'no-project' });
  });

  it('sends the prompt trimmed and accepts exactly the limit', () => {
    expect(checkPrompt('  Create a database for a shop \n', 'p1')).toEqual({
      ok: true,
      query: 'Create a database for a shop',
    });
    expect(checkPrompt('x'.repeat(AI_QUERY_MAX), 'p1')).toMatchObject({ ok: true });
    expect(checkPrompt(` ${'x'.repeat(AI_QUERY_MAX)} `, 'p1')).toMatchObject({ ok: true });
  });

  it('refuses more than 2000 characters', () => {
    expect(checkPrompt('x'.repeat(AI_QUERY_MAX + 1), 'p1')).toMatchObject({
      ok: false,
      reason: 'too-long',
    });
  });
});

describe('showPromptCounter', () => {
  it('shows the counter only near the limit', () => {
    expect(showPromptCounter(0)).toBe(false);
    expect(showPromptCounter(1799)).toBe(false);
    expect(showPromptCounter(1800)).toBe(true);
    expect(showPromptCounter(AI_QUERY_MAX)).toBe(true);
  });
});

describe('generationSummary', () => {
  it('names the created tables and the relationships', () => {
    expect(
      generationSummary({
        ...result,
        tables: 3,
        relationships: 2,
        tableNames: ['authors', 'books', 'loans'],
      }),
    ).toEqual({
      title: 'Tables created',
      message: 'Created 3 tables and 2 relationships: authors, books, loans.',
    });
    expect(generationSummary({ ...result, tables: 1, tableNames: ['books'] }).message).toBe(
      'Created 1 table: books.',
    );
  });

  it('says which existing tables were reused', () => {
    expect(
      generationSummary({
        ...result,
        tables: 1,
        tableNames: ['loans'],
        reusedTableNames: ['books'],
      }).message,
    ).toBe('Created 1 table: loans. The existing table books was reused.');
    expect(generationSummary({ ...result, reusedTableNames: ['authors', 'books'] })).toEqual({
      title: 'Diagram up to date',
      message: 'The existing tables authors, books were reused.',
    });
  });

  it('says when nothing was needed', () => {
    expect(generationSummary(result).message).toMatch(/Nothing new/);
  });
});
