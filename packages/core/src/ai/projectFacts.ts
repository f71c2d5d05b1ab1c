import type { Cardinality } from '../schema/model';
import type { SqlDialect } from '../schema/sql/dialects';
import { DIALECT_NAMES } from './columnTypes';
import { DOC_TOPICS, documentationUrl } from './docsIndex';

/** What the assistant knows about a project (spec 2 §7: tables, relationships, tasks, team size). */
export interface ProjectFacts {
  projectId: string;
  projectName: string;
  dialect: SqlDialect;
  tables: Array<{ name: string; columns: string[]; primaryKey: string[] }>;
  relationships: Array<{
    source: string;
    sourceColumn: string;
    target: string;
    targetColumn: string;
    cardinality: Cardinality;
  }>;
  tasks: { open: number; completed: number; lists: number; openNames: string[] };
  teamSize: number;
}

/** How many tables and relationships the assistant's context lists by name. */
const LISTED = { tables: 100, relationships: 150 } as const;

/** A relationship as one line: `customers.id -> orders.customer_id (one_to_many)`. */
export function describeRelationship(r: ProjectFacts['relationships'][number]): string {
  return `${r.source}.${r.sourceColumn} -> ${r.target}.${r.targetColumn} (${r.cardinality.toLowerCase()})`;
}

/**
 * The context text of the assistant through an OpenAI-compatible model: the project's tables,
 * relationships, tasks and team size, and the documentation topics with their links.
 */
export function buildAssistantContext(facts: ProjectFacts): string {
  const tables = facts.tables
    .slice(0, LISTED.tables)
    .map((t) => `- ${t.name}: ${t.columns.join(', ') || 'no columns'}`);
  const relationships = facts.relationships
    .slice(0, LISTED.relationships)
    .map((r) => `- ${describeRelationship(r)}`);
  const docs = DOC_TOPICS.map(
    (d) => `- ${d.title} (${documentationUrl(facts.projectId, d.id)}): ${d.summary}`,
  );
  return [
    `Project: ${facts.projectName}. Database type: ${DIALECT_NAMES[facts.dialect]}.`,
    `Team size: ${facts.teamSize} member${facts.teamSize === 1 ? '' : 's'}.`,
    `Tasks: ${facts.tasks.open} open, ${facts.tasks.completed} completed, in ${facts.tasks.lists} lists.` +
      (facts.tasks.openNames.length > 0 ? ` Open: ${facts.tasks.openNames.join('; ')}.` : ''),
    `Tables (${facts.tables.length}):`,
    ...(tables.length > 0 ? tables : ['- none yet']),
    `Relationships (${facts.relationships.length}):`,
    ...(relationships.length > 0 ? relationships : ['- none yet']),
    'Documentation topics:',
    ...docs,
  ].join('\n');
}

/**
 * Keeps only links inside the app (`/app/...`), so that a model's answer can never send a user to
 * another site; anything else is dropped.
 */
export function safeAppUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  return /^\/app\/[A-Za-z0-9\-._~/?#=&%]*$/.test(trimmed) && !trimmed.includes('//')
    ? trimmed
    : undefined;
}
