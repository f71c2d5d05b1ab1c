/**
 * The groups of the data dictionary, in order, with the anchor ids of the Markdown and HTML
 * documents (core claims `table-`, `enum-`, `domain-`, `type-` and `view-` ids, never these).
 */
export const DICTIONARY_GROUPS = {
  tables: { title: 'Tables', anchor: 'section-tables' },
  enums: { title: 'Enums', anchor: 'section-enums' },
  domains: { title: 'Domains', anchor: 'section-domains' },
  otherTypes: { title: 'Other types', anchor: 'section-other-types' },
  views: { title: 'Views', anchor: 'section-views' },
} as const;
