/** One page section of the project documentation; the assistant links it by its anchor. */
export interface DocTopic {
  /** The anchor of the section on the documentation page. */
  id: string;
  title: string;
  /** Words that point a question to this topic (singular, lower case). */
  keywords: string[];
  summary: string;
  /** The help text of the section, one step or fact per entry. */
  points: string[];
}

/** The documentation topics, in page order; the web's documentation page renders the same list. */
export const DOC_TOPICS: DocTopic[] = [
  {
    id: 'diagram-editing',
    title: 'Diagram editing and shortcuts',
    keywords: [
      'diagram',
      'canvas',
      'visualizer',
      'table',
      'column',
      'comment',
      'shortcut',
      'key',
      'keyboard',
      'select',
      'selection',
      'move',
      'drag',
      'zoom',
      'pan',
      'delete',
      'screenshot',
      'export',
      'image',
      'png',
      'jpg',
      'edit',
      'rename',
      'primary',
      'nullable',
      'null',
    ],
    summary:
      'The Visualizer is a canvas of tables, columns, relationships and comments that every member sees live.',
    points: [
      'Add a table with INS or the toolbar, a comment with Ctrl+INS; right-click the empty canvas for the same.',
      'Delete the selected table, column or comment with DEL, or from its right-click menu.',
      'Double-click a table title, a cell or a comment to edit it; Enter or leaving the field saves.',
      'Click selects one item, Shift or Ctrl click adds to the selection, the Select tool draws a rectangle; Escape deselects.',
      'Drag a column across the primary-key line to make it a key; double-click NULL / NOT NULL to toggle nullability.',
      'The side panel edits the one selected table; changes are saved after a short pause.',
      'Export screenshot saves the diagram as PNG (optionally transparent) or JPG; fit to screen shows everything.',
    ],
  },
  {
    id: 'relationships',
    title: 'Relationships',
    keywords: [
      'relationship',
      'relation',
      'foreign',
      'fk',
      'reference',
      'link',
      'connect',
      'cardinality',
      'join',
      'many',
    ],
    summary:
      'A relationship links a table with a primary key to another table, which gets the foreign-key columns.',
    points: [
      'Right-click the source table, choose Add Relationship, then click the target table; Escape cancels.',
      'The target table gets one foreign-key column per primary-key column of the source; a column named id becomes {source}_id.',
      'A table without a primary key cannot be the source of a relationship.',
      'Relationships are one-to-many, many-to-one, one-to-one or many-to-many; many-to-many becomes a join table in SQL.',
      'A relationship cannot be edited: delete it and draw it again.',
    ],
  },
  {
    id: 'sql-generation',
    title: 'SQL generation per dialect',
    keywords: [
      'sql',
      'script',
      'ddl',
      'generate',
      'parser',
      'mysql',
      'postgresql',
      'postgres',
      'sqlite',
      'mssql',
      'server',
      'cds',
      'dialect',
      'type',
      'copy',
      'code',
    ],
    summary:
      "The Parser tab writes the diagram as a script in the project's database dialect, ready to copy.",
    points: [
      'MySQL, PostgreSQL, SQLite and MSSQL scripts follow the project database type (Project Settings > Database); CAP CDS is offered too.',
      'Generic types map per dialect: string is VARCHAR(255), text is TEXT, boolean is TINYINT(1) in MySQL, and so on.',
      'Table names are lower-cased with other characters turned into underscores; reserved words are quoted.',
      'Primary keys, unique and not-null columns, foreign keys and many-to-many join tables are written as constraints.',
    ],
  },
  {
    id: 'import',
    title: 'Import',
    keywords: ['import', 'paste', 'upload', 'dbml', 'existing', 'reverse', 'migrate', 'load'],
    summary:
      'Import reads CREATE TABLE scripts or DBML into the diagram, with an automatic layout.',
    points: [
      'Paste a script of MySQL, PostgreSQL, SQLite or MSSQL, or DBML; tables, keys and foreign keys become the diagram.',
      'Add puts the imported tables next to the existing ones; Replace clears the canvas first.',
      'Statements that cannot be read are listed with their line; the rest is still imported.',
    ],
  },
  {
    id: 'ai-generation',
    title: 'Generating tables with AI',
    keywords: [
      'ai',
      'generate',
      'prompt',
      'assistant',
      'gpt',
      'openai',
      'llm',
      'chat',
      'automatic',
      'suggest',
    ],
    summary:
      'The prompt box at the bottom of the Visualizer creates tables and relationships from a description.',
    points: [
      'Describe what to store, for example "Create a database for a library with books, authors and loans".',
      'Existing tables are reused rather than created again; new tables appear in a grid below them.',
      'Without an AI service, the built-in generator links the tables as a designer would: a crossing to its ferry and ports, a shelf to its room. Write "each X has many Y" to choose a relation yourself, or "a standalone X" to keep a table apart.',
      'Editors and Admins can generate; the request is at most 2000 characters.',
      'The assistant button opens a chat that answers questions about the project and links these pages.',
    ],
  },
  {
    id: 'tasks',
    title: 'Tasks',
    keywords: [
      'task',
      'todo',
      'board',
      'list',
      'card',
      'tag',
      'kanban',
      'assign',
      'due',
      'archive',
      'complete',
    ],
    summary:
      'The task board holds lists of tasks with coloured tags; lists and tasks are dragged into order.',
    points: [
      'Add List creates a list at the end; its name is edited in place and cannot be empty.',
      'Add Task opens a form in the list; a task needs a name and may have a description, tags and a due date.',
      'Click a task to view it, then Edit, Delete or Close; a task can be completed or archived.',
      'Drag tasks between lists and lists along the board; the search box filters tasks.',
    ],
  },
  {
    id: 'wireframes',
    title: 'Wireframes',
    keywords: [
      'wireframe',
      'mockup',
      'ui',
      'screen',
      'component',
      'surface',
      'button',
      'input',
      'mobile',
      'desktop',
      'layout',
    ],
    summary: 'The wireframe editor places UI components on desktop and mobile surfaces.',
    points: [
      'Right-click the canvas to add a desktop (INS) or mobile (Ctrl+INS) surface.',
      'Drag components from the palette; the categories filter it.',
      'Select a component to edit its properties; a locked surface cannot be moved or resized.',
      'DEL removes the selected component; copy and paste duplicate it.',
    ],
  },
  {
    id: 'team-and-roles',
    title: 'Team and roles',
    keywords: [
      'team',
      'member',
      'role',
      'admin',
      'editor',
      'viewer',
      'invite',
      'invitation',
      'permission',
      'access',
      'remove',
      'leave',
      'people',
      'user',
      'collaborate',
    ],
    summary: 'Members are Admins, Editors or Viewers; Admins invite people and manage roles.',
    points: [
      'Admins invite by e-mail with a role, change other members\u2019 roles and remove members or pending invitations.',
      'Editors edit the diagram, tasks and wireframes; Viewers see everything read-only.',
      'Nobody can change their own role; every member can leave a project.',
    ],
  },
  {
    id: 'plans',
    title: 'Plans',
    keywords: [
      'plan',
      'billing',
      'price',
      'pricing',
      'premium',
      'free',
      'subscription',
      'upgrade',
      'pay',
      'payment',
      'invoice',
      'cancel',
    ],
    summary: 'Relata has Free, Premium and Team plans, paid monthly or yearly.',
    points: [
      'Upgrade Plan in the top bar shows the plans and their prices.',
      'The Team page of a project needs a Team or Premium plan.',
      'Manage or cancel a subscription from the Plan tab of your settings.',
    ],
  },
  {
    id: 'project-settings',
    title: 'Project settings',
    keywords: [
      'setting',
      'database',
      'type',
      'name',
      'description',
      'default',
      'delete',
      'rename',
      'configure',
    ],
    summary:
      'Project settings hold the name, description, database type and the default table data.',
    points: [
      'General: name and description (Admins), Leave Project and Delete Project (confirmed by typing the name).',
      'Database (Admins): the database type used for SQL generation and the default columns of a new table.',
    ],
  },
];

/** The documentation page of a project, at a topic's anchor when given. */
export function documentationUrl(projectId: string, topicId?: string): string {
  return `/app/projects/${projectId}/documentation${topicId ? `#${topicId}` : ''}`;
}
