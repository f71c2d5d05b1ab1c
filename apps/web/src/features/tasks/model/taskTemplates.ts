/** A tag a template puts on its task; created in the project when it does not exist yet. */
export interface TemplateTag {
  name: string;
  color: string;
}

/** A ready-made task for database work, offered by the templates icon next to "Add Task". */
export interface TaskTemplate {
  name: string;
  description: string;
  tags: readonly TemplateTag[];
}

const schema: TemplateTag = { name: 'schema', color: '#4263eb' };
const performance: TemplateTag = { name: 'performance', color: '#d9480f' };
const migration: TemplateTag = { name: 'migration', color: '#2b8a3e' };
const review: TemplateTag = { name: 'review', color: '#862e9c' };
const data: TemplateTag = { name: 'data', color: '#0b7285' };
const operations: TemplateTag = { name: 'operations', color: '#495057' };
const docs: TemplateTag = { name: 'docs', color: '#c2255c' };

/** The task templates of the board (issue 7: a few tasks that fit database work). */
export const TASK_TEMPLATES: readonly TaskTemplate[] = [
  {
    name: 'Design table schema',
    description:
      'Decide the columns, their types, nullability and defaults; choose the primary key and the unique constraints.',
    tags: [schema],
  },
  {
    name: 'Review relationships',
    description:
      'Check every foreign key: cardinality, ON DELETE and ON UPDATE behaviour, and the index behind it.',
    tags: [schema, review],
  },
  {
    name: 'Add an index',
    description:
      'Find the slow query, read its plan (EXPLAIN), add the index and compare the timings. Note the cost for writes.',
    tags: [performance],
  },
  {
    name: 'Write a migration',
    description:
      'Write the forward and the rollback script, run both on a copy of production data and record the version.',
    tags: [migration],
  },
  {
    name: 'Seed test data',
    description:
      'Create realistic rows for every table, with edge cases: empty strings, NULLs, long texts, dates at the limits.',
    tags: [data],
  },
  {
    name: 'Check backup and restore',
    description:
      'Take a backup, restore it into a fresh database and compare row counts and constraints with the original.',
    tags: [operations],
  },
  {
    name: 'Document the schema',
    description:
      'Describe each table and column in plain words: what it holds, who writes it and when it may be NULL.',
    tags: [docs],
  },
];
