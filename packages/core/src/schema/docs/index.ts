/**
 * Documentation generated from a model (issue 41, items 3 and 4): the data dictionary as data,
 * Markdown and one HTML page, and the Mermaid ER diagram. Pure functions: no I/O.
 */
export {
  dataDictionary,
  DEFAULT_DOCUMENT_TITLE,
  documentTitle,
  type DataDictionaryOptions,
  type DocumentOptions,
} from './dictionary';
export type {
  ColumnKey,
  DataDictionary,
  DictionaryCheck,
  DictionaryColumn,
  DictionaryIndex,
  DictionaryRef,
  DictionaryRelationship,
  DictionaryTable,
  DictionaryType,
  DictionaryUnique,
  DictionaryView,
} from './dictionaryTypes';
export { dataDictionaryMarkdown } from './markdown';
export { dataDictionaryHtml } from './html';
export { mermaidErDiagram } from './mermaid';
export { slug } from './anchors';
export { markdownFence, markdownText } from './markdownText';
export { escapeHtml } from './htmlText';
export {
  defaultText,
  indexPartsText,
  listText,
  nullText,
  orUnnamed,
  relationshipKind,
  relationshipName,
  typeDefinitionText,
  yesNo,
} from './dictionaryText';
