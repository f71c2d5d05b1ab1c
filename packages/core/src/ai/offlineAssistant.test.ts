import { describe, expect, it } from 'vitest';
import { DOC_TOPICS, documentationUrl } from './docsIndex';
import { answerOffline, matchDocTopic } from './offlineAssistant';
import { buildAssistantContext, safeAppUrl, type ProjectFacts } from './projectFacts';

const facts: ProjectFacts = {
  projectId: 'p1',
  projectName: 'Shop database',
  dialect: 'postgresql',
  tables: [
    { name: 'customers', columns: ['id', 'email'], primaryKey: ['id'] },
    { name: 'orders', columns: ['id', 'customer_id', 'total'], primaryKey: ['id'] },
    { name: 'order_items', columns: ['id', 'order_id'], primaryKey: ['id'] },
  ],
  relationships: [
    {
      source: 'customers',
      sourceColumn: 'id',
      target: 'orders',
      targetColumn: 'customer_id',
      cardinality: 'ONE_TO_MANY',
    },
    {
      source: 'orders',
      sourceColumn: 'id',
      target: 'order_items',
      targetColumn: 'order_id',
      cardinality: 'ONE_TO_MANY',
    },
  ],
  tasks: { open: 2, completed: 5, lists: 3, openNames: ['Add invoices', 'Review keys'] },
  teamSize: 4,
};

describe('answerOffline', () => {
  it('counts and names the tables', () => {
    expect(answerOffline('How many tables are there?', facts)).toEqual({
      message: 'Shop database has 3 tables: customers, orders, order_items.',
      url: '/app/projects/p1/visualizer',
    });
  });

  it('says whether a table exists, in singular or plural', () => {
    expect(answerOffline('Is there an order table?', facts).message).toBe(
      'Yes, the table orders exists with 3 columns: id, customer_id, total. Its primary key is id. It takes part in 2 relationships.',
    );
    expect(answerOffline('Do we have a table for invoices?', facts).message).toMatch(
      /^No, there is no table named invoice in Shop database/,
    );
  });

  it("lists a table's relationships with a link to the relationships page", () => {
    expect(answerOffline('What relationships does order_items have?', facts)).toEqual({
      message:
        'The table order_items has 1 relationship: orders.id -> order_items.order_id (one_to_many).',
      url: documentationUrl('p1', 'relationships'),
    });
  });

  it('reports open tasks and the team size', () => {
    expect(answerOffline('Which tasks are still open?', facts)).toEqual({
      message: 'Shop database has 2 open tasks and 5 completed. Open: Add invoices, Review keys.',
      url: '/app/projects/p1/tasks',
    });
    expect(answerOffline('How big is the team?', facts).message).toContain('4 members');
  });

  it('answers how-to questions from the documentation with a link to the section', () => {
    const answer = answerOffline('How do I add a relationship?', facts);
    expect(answer.url).toBe('/app/projects/p1/documentation#relationships');
    expect(answer.message).toContain('Add Relationship');
    expect(answerOffline('What are the keyboard shortcuts?', facts).url).toBe(
      '/app/projects/p1/documentation#diagram-editing',
    );
    expect(answerOffline('Can I export SQL for SQLite?', facts).url).toBe(
      '/app/projects/p1/documentation#sql-generation',
    );
    expect(answerOffline('How can I import a DBML file?', facts).url).toBe(
      '/app/projects/p1/documentation#import',
    );
    expect(answerOffline('What can a Viewer do?', facts).url).toBe(
      '/app/projects/p1/documentation#team-and-roles',
    );
    expect(answerOffline('How do I upgrade my plan?', facts).url).toBe(
      '/app/projects/p1/documentation#plans',
    );
    expect(answerOffline('How do wireframes work?', facts).url).toBe(
      '/app/projects/p1/documentation#wireframes',
    );
  });

  it('names the database type, and falls back to the documentation index', () => {
    expect(answerOffline('Which database does this project use?', facts).message).toContain(
      'PostgreSQL',
    );
    expect(answerOffline('Tell me a joke', facts).url).toBe('/app/projects/p1/documentation');
  });
});

describe('the documentation index', () => {
  it('covers every area with a unique anchor', () => {
    const ids = DOC_TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'diagram-editing',
      'relationships',
      'sql-generation',
      'import',
      'tasks',
      'wireframes',
      'team-and-roles',
      'plans',
    ]) {
      expect(ids).toContain(id);
    }
    expect(matchDocTopic('primary key column nullable')?.id).toBe('diagram-editing');
  });
});

describe('assistant context and links', () => {
  it('states tables, relationships, tasks, team size and the documentation links', () => {
    const text = buildAssistantContext(facts);
    expect(text).toContain('Team size: 4 members.');
    expect(text).toContain('- orders: id, customer_id, total');
    expect(text).toContain('- customers.id -> orders.customer_id (one_to_many)');
    expect(text).toContain('Tasks: 2 open, 5 completed, in 3 lists.');
    expect(text).toContain('/app/projects/p1/documentation#relationships');
  });

  it('keeps only links inside the app', () => {
    expect(safeAppUrl('/app/projects/p1/documentation#import')).toBe(
      '/app/projects/p1/documentation#import',
    );
    for (const bad of [
      'https://evil.example',
      '//evil.example/app',
      '/app//evil',
      'javascript:alert(1)',
      '/api/x',
      '',
      null,
    ]) {
      expect(safeAppUrl(bad)).toBeUndefined();
    }
  });
});
