/** AI table generation and the project assistant: contexts, prompts, conversion, offline providers. */
export * from './columnTypes';
export * from './context';
export * from './convert';
export * from './grid';
export * from './names';
export * from './prompts';
export { generateOfflineTables, OfflineGenerationError } from './offline/generateTables';
export * from './docsIndex';
export * from './projectFacts';
export { answerOffline, matchDocTopic } from './offlineAssistant';
