/**
 * The data dictionary feature's public entry (issue 41, item 3): the documentation generated from
 * a project's model, for its members and for share-link readers.
 */
export { DataDictionaryView, type DataDictionaryViewProps } from './DataDictionaryView';
