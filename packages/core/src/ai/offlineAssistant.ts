import type { AssistantResponse } from '../api/ai';
import { DIALECT_NAMES } from './columnTypes';
import { DOC_TOPICS, documentationUrl, type DocTopic } from './docsIndex';
import { singularize, tableNameKey } from './names';
import { describeRelationship, type ProjectFacts } from './projectFacts';

type Table = ProjectFacts['tables'][number];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const listed = (names: string[], max = 12) =>
  names.length <= max
    ? names.join(', ')
    : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

function wordsOf(query: string): string[] {
  return (query.toLowerCase().match(/[a-z0-9_]+/g) ?? []).map(singularize);
}

/** The table a question names: by its name, or its name in singular or plural, longest first. */
function mentionedTable(words: string[], tables: Table[]): Table | undefined {
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.length; n++)
      terms.add(words.slice(i, i + n).join('_'));
  }
  return [...tables]
    .sort((a, b) => b.name.length - a.name.length)
    .find((t) => terms.has(tableNameKey(t.name)));
}

/** The documentation topic whose keywords a question uses most, if any. */
export function matchDocTopic(query: string): DocTopic | undefined {
  const words = new Set(wordsOf(query));
  let best: { topic: DocTopic; score: number } | undefined;
  for (const topic of DOC_TOPICS) {
    const score = topic.keywords.filter((k) => words.has(k)).length;
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic;
}

function docAnswer(topic: DocTopic, facts: ProjectFacts): AssistantResponse {
  return {
    message: `${topic.summary} ${topic.points.slice(0, 3).join(' ')} More in "${topic.title}".`,
    url: documentationUrl(facts.projectId, topic.id),
  };
}

function tableAnswer(words: Set<string>, table: Table, facts: ProjectFacts): AssistantResponse {
  const visualizer = `/app/projects/${facts.projectId}/visualizer`;
  const related = facts.relationships.filter(
    (r) => r.source === table.name || r.target === table.name,
  );
  if (
    ['relationship', 'relation', 'related', 'reference', 'foreign', 'link', 'connected'].some((w) =>
      words.has(w),
    )
  ) {
    return {
      message:
        related.length === 0
          ? `The table ${table.name} has no relationships yet.`
          : `The table ${table.name} has ${plural(related.length, 'relationship')}: ${related.map(describeRelationship).join('; ')}.`,
      url: documentationUrl(facts.projectId, 'relationships'),
    };
  }
  const key =
    table.primaryKey.length > 0
      ? ` Its primary key is ${table.primaryKey.join(', ')}.`
      : ' It has no primary key yet.';
  return {
    message: `Yes, the table ${table.name} exists with ${plural(table.columns.length, 'column')}: ${listed(table.columns)}.${key} It takes part in ${plural(related.length, 'relationship')}.`,
    url: visualizer,
  };
}

/** "is there a table for invoices": the name asked about, when no table matched. */
function askedTableName(words: string[]): string | undefined {
  const at = words.indexOf('table');
  const after = words
    .slice(at + 1)
    .filter(
      (w) =>
        !['for', 'named', 'called', 'exist', 'in', 'the', 'a', 'an', 'this', 'project'].includes(w),
    );
  const before = words[at - 1];
  const name = after[0] ?? (before && !['a', 'the', 'any'].includes(before) ? before : undefined);
  return name;
}

/**
 * The offline assistant: answers from the project's data (counts, table names, whether a table
 * exists, a table's relationships, open tasks, team size) and from the documentation index,
 * linking the relevant page. Deterministic.
 */
export function answerOffline(query: string, facts: ProjectFacts): AssistantResponse {
  const words = wordsOf(query);
  const has = new Set(words);
  const any = (...w: string[]) => w.some((x) => has.has(x));
  // "How do I...", "Can I...", "Where do I...": a question about the product, not the project's data.
  const howTo =
    /\bhow (do|can|to|does|should|would)\b|\bcan i\b|\bshortcut|\bwhere (do|can) i\b/.test(
      query.toLowerCase(),
    );
  const topic = matchDocTopic(query);
  const docs = documentationUrl(facts.projectId);

  if (words.length <= 3 && any('hi', 'hello', 'hey', 'thank', 'thanks')) {
    return {
      message: `Hello! Ask me about the tables, relationships, tasks or team of ${facts.projectName}, or how something in Relata works.`,
    };
  }
  if (howTo && topic) return docAnswer(topic, facts);
  const table = mentionedTable(words, facts.tables);
  if (table && !any('task')) return tableAnswer(has, table, facts);
  if (any('table', 'entity') && any('exist', 'there', 'have') && !any('many', 'count', 'number')) {
    const name = askedTableName(words);
    return {
      message: `No, there is no table${name ? ` named ${name}` : ' like that'} in ${facts.projectName}. The tables are: ${listed(facts.tables.map((t) => t.name)) || 'none yet'}.`,
      url: `/app/projects/${facts.projectId}/visualizer`,
    };
  }
  if (any('relationship', 'relation', 'foreign')) {
    const lines = facts.relationships.map(describeRelationship);
    return {
      message:
        lines.length === 0
          ? `${facts.projectName} has no relationships yet.`
          : `${facts.projectName} has ${plural(lines.length, 'relationship')}: ${listed(lines, 8)}.`,
      url: documentationUrl(facts.projectId, 'relationships'),
    };
  }
  if (any('table', 'entity', 'schema', 'diagram') && !howTo) {
    const names = facts.tables.map((t) => t.name);
    return {
      message:
        names.length === 0
          ? `${facts.projectName} has no tables yet. Add one on the Visualizer, or describe your database in the AI prompt box.`
          : `${facts.projectName} has ${plural(names.length, 'table')}: ${listed(names)}.`,
      url: `/app/projects/${facts.projectId}/visualizer`,
    };
  }
  if (any('task', 'todo', 'open', 'left', 'board')) {
    const { open, completed, openNames } = facts.tasks;
    const which = openNames.length > 0 ? ` Open: ${listed(openNames, 8)}.` : '';
    return {
      message: `${facts.projectName} has ${plural(open, 'open task')} and ${completed} completed.${which}`,
      url: `/app/projects/${facts.projectId}/tasks`,
    };
  }
  if (any('team', 'member', 'people', 'who', 'collaborator')) {
    return {
      message: `${facts.projectName} has ${plural(facts.teamSize, 'member')}. Admins invite people and manage roles.`,
      url: documentationUrl(facts.projectId, 'team-and-roles'),
    };
  }
  if (
    any('dialect', 'database', 'mysql', 'postgresql', 'postgres', 'sqlite', 'mssql') &&
    !topic?.id.startsWith('import')
  ) {
    return {
      message: `${facts.projectName} uses ${DIALECT_NAMES[facts.dialect]}; the Parser tab writes the script in that dialect.`,
      url: documentationUrl(facts.projectId, 'sql-generation'),
    };
  }
  if (topic) return docAnswer(topic, facts);
  if (any('summary', 'overview', 'project', 'status')) {
    return {
      message: `${facts.projectName}: ${plural(facts.tables.length, 'table')}, ${plural(facts.relationships.length, 'relationship')}, ${plural(facts.tasks.open, 'open task')}, ${plural(facts.teamSize, 'member')}.`,
    };
  }
  return {
    message:
      'I can tell you about the tables, relationships, tasks and team of this project, and how diagram editing, SQL generation, import, tasks, wireframes, roles and plans work.',
    url: docs,
  };
}
